import "server-only";
import { tooManyRequests } from "@/lib/server/api/api-errors";
import { notify } from "@/lib/mail/notify";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { signInPaused } from "@/lib/mail/mail-texts";
import { Admin } from "@/models/Admin";
import {
  accountLoginFailureLimit,
  consume,
  credentialCheckLimit,
  loginFailureLimit,
  release,
  secondsLeft,
  tryConsume,
  windowEnd,
  type Limit,
} from "../../server/api/rate-limits";

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

/**
 * A sign-in attempt: RATE_LIMIT_LOGIN_FAILURES per address and username, and
 * RATE_LIMIT_ACCOUNT_LOGIN_FAILURES per username from any address (a guess spread over many
 * addresses). Unknown usernames are counted and answered exactly like known ones, so the limit
 * tells nobody which usernames exist; only an admin's own account gets the owner an email.
 */
export async function claimSignInAttempt(
  username: string,
  clientIp: string,
  now = Date.now(),
): Promise<Attempt> {
  const account = username.toLowerCase();
  const perAddress = loginFailureLimit();
  const perAccount = accountLoginFailureLimit();
  const addressKey = `${clientIp}|${account}`;
  await consume(perAddress, addressKey, now, "Too many failed attempts. Please try again later.");
  if (!(await tryConsume(perAccount, account, now))) {
    // not checked, so not a failure from this address
    await release(perAddress, addressKey, now);
    await tellOwnerOnce(username, perAccount, now);
    const seconds = secondsLeft(perAccount, now);
    throw tooManyRequests(
      seconds,
      `Too many failed sign-in attempts for this account. Sign-in is paused: please try again in ${inMinutes(seconds)}.`,
    );
  }
  return {
    succeeded: async () => {
      await release(perAddress, addressKey, now);
      await release(perAccount, account, now);
    },
  };
}

/**
 * Emails the owner that an admin account's sign-in is paused, once per window (an atomic claim).
 * Unknown usernames make the same queries, so a paused answer takes as long for them too.
 */
async function tellOwnerOnce(username: string, perAccount: Limit, now: number): Promise<void> {
  const once: Limit = { bucket: "login-account-alert", max: 1, windowMs: perAccount.windowMs };
  const first = await tryConsume(once, username, now);
  if (!(await Admin.exists({ username })) || !first) return;
  const pause = {
    username,
    attempts: perAccount.max,
    windowMinutes: perAccount.windowMs / 60_000,
    until: new Date(windowEnd(perAccount, now)),
  };
  await notify(undefined, [
    { kind: "sign-in-paused", mail: signInPaused(ownerEmail(), pause, practice) },
  ]);
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
