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
/** Mail to visitors' addresses (acknowledgements and the like): for the whole site per clock hour. */
export const visitorMailLimit = (): Limit => ({
  bucket: "visitor-mail",
  max: serverEnv.rateLimits.visitorMailPerHour,
  windowMs: 60 * 60_000,
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
 * Claims one of the window's `max` slots; `claimed` is false when none is left, and `windowEnd`
 * says when the next window opens. A conditional updateOne (count < max) claims atomically on
 * every server we run on (the embedded one does not apply findOneAndUpdate atomically); the
 * first event of a window inserts its document, and whoever loses that insert race claims with
 * the update instead.
 */
export async function claimSlot(
  limit: Limit,
  key: string,
  now = Date.now(),
): Promise<{ claimed: boolean; windowEnd: Date }> {
  const { id, end } = windowOf(limit, key, now);
  const result = (claimed: boolean) => ({ claimed, windowEnd: new Date(end) });
  await connectDb();
  const claim = () =>
    RateLimit.updateOne({ _id: id, count: trusted({ $lt: limit.max }) }, { $inc: { count: 1 } });
  if ((await claim()).modifiedCount === 1) return result(true);
  if (limit.max > 0) {
    try {
      await RateLimit.create({ _id: id, count: 1, expiresAt: new Date(end) });
      return result(true);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if ((await claim()).modifiedCount === 1) return result(true);
    }
  }
  return result(false);
}

/** Claims a slot (see claimSlot), or throws 429 with Retry-After when none is left. */
export async function consume(limit: Limit, key: string, now = Date.now()): Promise<void> {
  const { claimed, windowEnd } = await claimSlot(limit, key, now);
  if (!claimed) throw tooManyRequests(retryAfter(windowEnd.getTime(), now));
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
