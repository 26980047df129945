import "server-only";
import { consume, loginFailureLimit, release } from "./rate-limits";

/**
 * Password checks are limited by claiming a slot BEFORE the check, so however many requests
 * arrive at once, no more than the limit are ever checked. Only failures should count: an
 * attempt whose password was right gives its slots back with `succeeded()`.
 */
export type Attempt = { succeeded: () => Promise<void> };

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
