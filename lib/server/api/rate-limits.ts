import "server-only";
import { trusted } from "mongoose";
import { tooManyRequests } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { connectDb } from "../db";
import { serverEnv } from "@/lib/server/env";
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
/** Failed admin logins: per username per 15 minutes, whatever the client's address. */
export const accountLoginFailureLimit = (): Limit => ({
  bucket: "login-account",
  max: serverEnv.rateLimits.accountLoginFailures,
  windowMs: 15 * 60_000,
});
/** Wrong current passwords when an admin changes her credentials: per admin per 15 minutes. */
export const credentialCheckLimit = (): Limit => ({
  bucket: "credentials",
  max: serverEnv.rateLimits.loginFailures,
  windowMs: 15 * 60_000,
});

function windowOf(limit: Limit, key: string, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { id: `${limit.bucket}:${key}:${start}`, end: start + limit.windowMs };
}

/** When the window holding `now` ends (a limit used up is lifted then). */
export const windowEnd = (limit: Limit, now: number) => windowOf(limit, "", now).end;

/** Seconds from `now` until the window holding it ends. */
export const secondsLeft = (limit: Limit, now: number) => (windowEnd(limit, now) - now) / 1000;

/**
 * Claims one of the window's `max` slots: false when none is left. A conditional updateOne
 * (count < max) claims atomically on every server we run on (jongodb, the embedded server before
 * the store, did not apply findOneAndUpdate atomically); the first event of a window inserts its document, and whoever
 * loses that insert race claims with the update instead.
 */
export async function tryConsume(limit: Limit, key: string, now = Date.now()): Promise<boolean> {
  const { id, end } = windowOf(limit, key, now);
  await connectDb();
  const claim = async () =>
    (
      await RateLimit.updateOne(
        { _id: id, count: trusted({ $lt: limit.max }) },
        { $inc: { count: 1 } },
      )
    ).modifiedCount === 1;
  if (await claim()) return true;
  if (limit.max <= 0) return false;
  try {
    await RateLimit.create({ _id: id, count: 1, expiresAt: new Date(end) });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return claim();
  }
}

/** Claims a slot like `tryConsume`, or throws 429 (with Retry-After) when none is left. */
export async function consume(
  limit: Limit,
  key: string,
  now = Date.now(),
  message?: string,
): Promise<void> {
  if (!(await tryConsume(limit, key, now))) throw tooManyRequests(secondsLeft(limit, now), message);
}

/**
 * Gives back a slot claimed with the same `limit`, `key` and `now`: for limits that count only
 * failures, an attempt claims first (so no more than `max` are ever checked at once) and a
 * success releases its claim.
 */
export async function release(limit: Limit, key: string, now: number): Promise<void> {
  const { id } = windowOf(limit, key, now);
  await connectDb();
  await RateLimit.updateOne({ _id: id, count: trusted({ $gt: 0 }) }, { $inc: { count: -1 } });
}
