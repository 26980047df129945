import "server-only";
import { tooManyRequests } from "@/lib/api/errors";
import { isDuplicateKey } from "@/lib/api/database-errors";
import { connectDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { RateLimit } from "@/models";

export type Limit = { bucket: string; max: number; windowMs: number };

/** Public form submissions (contact, appointment, plan request): per client IP per minute. */
export const submissionLimit = (): Limit => ({ bucket: "submit", max: serverEnv.rateLimits.submissionsPerMinute, windowMs: 60_000 });
/** Failed admin logins: per client IP and username per 15 minutes. */
export const loginFailureLimit = (): Limit => ({ bucket: "login", max: serverEnv.rateLimits.loginFailures, windowMs: 15 * 60_000 });

function windowOf(limit: Limit, key: string, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { id: `${limit.bucket}:${key}:${start}`, end: start + limit.windowMs };
}

const retryAfter = (end: number, now: number) => (end - now) / 1000;

/** Counts one event; throws 429 (with Retry-After) once more than `max` happened in the window. */
export async function consume(limit: Limit, key: string, now = Date.now()): Promise<void> {
  const { id, end } = windowOf(limit, key, now);
  await connectDb();
  const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(end) } };
  let doc;
  try {
    doc = await RateLimit.findOneAndUpdate({ _id: id }, update, { upsert: true, returnDocument: "after" }).lean();
  } catch (error) {
    // two first hits of a window can race to insert; the loser increments the winner's document
    if (!isDuplicateKey(error)) throw error;
    doc = await RateLimit.findOneAndUpdate({ _id: id }, update, { upsert: true, returnDocument: "after" }).lean();
  }
  if (doc && doc.count > limit.max) throw tooManyRequests(retryAfter(end, now));
}

/** Throws 429 when the window already holds `max` events, without counting (e.g. before checking a password). */
export async function assertUnderLimit(limit: Limit, key: string, now = Date.now()): Promise<void> {
  const { id, end } = windowOf(limit, key, now);
  await connectDb();
  const doc = await RateLimit.findById(id).lean();
  if (doc && doc.count >= limit.max) throw tooManyRequests(retryAfter(end, now), "Too many failed attempts. Please try again later.");
}
