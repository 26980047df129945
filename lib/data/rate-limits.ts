import "server-only";
import { trusted } from "mongoose";
import { tooManyRequests } from "@/lib/api/errors";
import { isDuplicateKey } from "@/lib/api/database-errors";
import { connectDb } from "./db";
import { serverEnv } from "@/lib/env";
import { RateLimit } from "@/models";

export type Limit = { bucket: string; max: number; windowMs: number };

/** Public form submissions (contact, appointment, plan request): per client IP per minute. */
export const submissionLimit = (): Limit => ({
  bucket: "submit",
  max: serverEnv.rateLimits.submissionsPerMinute,
  windowMs: 60_000,
});
/** Failed admin logins: per client IP and username per 15 minutes. */
export const loginFailureLimit = (): Limit => ({
  bucket: "login",
  max: serverEnv.rateLimits.loginFailures,
  windowMs: 15 * 60_000,
});

function windowOf(limit: Limit, key: string, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { id: `${limit.bucket}:${key}:${start}`, end: start + limit.windowMs };
}

const retryAfter = (end: number, now: number) => (end - now) / 1000;

/**
 * Claims one of the window's `max` slots, or throws 429 (with Retry-After) when none is left.
 * A conditional updateOne (count < max) claims atomically on every server we run on (the
 * embedded one does not apply findOneAndUpdate atomically); the first event of a window
 * inserts its document, and whoever loses that insert race claims with the update instead.
 */
export async function consume(limit: Limit, key: string, now = Date.now()): Promise<void> {
  const { id, end } = windowOf(limit, key, now);
  await connectDb();
  const claim = () =>
    RateLimit.updateOne({ _id: id, count: trusted({ $lt: limit.max }) }, { $inc: { count: 1 } });
  if ((await claim()).modifiedCount === 1) return;
  if (limit.max > 0) {
    try {
      await RateLimit.create({ _id: id, count: 1, expiresAt: new Date(end) });
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if ((await claim()).modifiedCount === 1) return;
    }
  }
  throw tooManyRequests(retryAfter(end, now));
}

/** Throws 429 when the window already holds `max` events, without counting (e.g. before checking a password). */
export async function assertUnderLimit(limit: Limit, key: string, now = Date.now()): Promise<void> {
  const { id, end } = windowOf(limit, key, now);
  await connectDb();
  const doc = await RateLimit.findById(id).lean();
  if (doc && doc.count >= limit.max)
    throw tooManyRequests(
      retryAfter(end, now),
      "Too many failed attempts. Please try again later.",
    );
}
