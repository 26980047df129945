import "server-only";
import { tooManyRequests } from "@/lib/api/errors";
import {
  consume,
  credentialCheckLimit,
  loginFailureLimit,
  release,
  secondsLeft,
  tryConsume,
} from "./rate-limits";

/**
 * Password checks are limited by claiming a slot BEFORE the check, so however many requests
 * arrive at once, no more than the limit are ever checked. Only failures should count: an
 * attempt whose password was right gives its slots back with `succeeded()`.
 */
export type Attempt = { succeeded: () => Promise<void> };

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/** A sign-in attempt: RATE_LIMIT_LOGIN_FAILURES per address and username. */
export async function claimSignInAttempt(
  username: string,
  clientIp: string,
  now = Date.now(),
): Promise<Attempt> {
  const perAddress = loginFailureLimit();
  const addressKey = `${clientIp}|${username.toLowerCase()}`;
  await consume(perAddress, addressKey, now, "Too many failed attempts. Please try again later.");
  return { succeeded: () => release(perAddress, addressKey, now) };
}

/** The current-password check of a credentials change: RATE_LIMIT_LOGIN_FAILURES per admin. */
export async function claimCredentialCheck(adminId: string, now = Date.now()): Promise<Attempt> {
  const limit = credentialCheckLimit();
  if (!(await tryConsume(limit, adminId, now))) {
    const seconds = secondsLeft(limit, now);
    throw tooManyRequests(
      seconds,
      `Too many wrong current passwords. Please try again in ${inMinutes(seconds)}.`,
    );
  }
  return { succeeded: () => release(limit, adminId, now) };
}
