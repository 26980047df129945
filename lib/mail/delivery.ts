import "server-only";
import { claimNextMail, holdVisitorMail, markFailed, markSent } from "@/lib/mail/data/outbox";
import { tryConsume, visitorMailLimit, windowEnd } from "@/lib/server/api/rate-limits";
import { inBackground } from "@/lib/server/background";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { htmlEmail } from "./html-email";
import { getMailer, type Mailer } from "./transport";

/**
 * The mail outbox: every email is first stored (lib/mail/data/outbox.ts), then sent here in the
 * background, each message exactly once however many passes run at the same time (several
 * instances, the timer, the cron endpoint). A failed send is retried with backoff.
 *
 * Mail to visitors' addresses is capped per clock hour for the whole site (counted in the
 * database, so across instances; each attempt counts): past the cap a visitor's message is put
 * back until the next hour, never dropped, and the owner's mail still goes out.
 */
export const MAX_ATTEMPTS = 8;
/** A claim older than this belongs to a pass that died mid-send; the message is tried again. */
const STALE_CLAIM_MS = 10 * 60_000;

/** 1, 2, 4, 8 ... minutes after each failure, at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

const delivery = globalThis as typeof globalThis & {
  __mailPass?: { running: boolean; again: boolean };
};
const pass = (delivery.__mailPass ??= { running: false, again: false });

/**
 * Starts a delivery pass in the background, one at a time per process: a kick during a pass
 * asks for one more pass after it, so a burst of submissions never starts a burst of passes.
 */
export function kickDelivery(): void {
  if (pass.running) {
    pass.again = true;
    return;
  }
  pass.running = true;
  inBackground(
    (async () => {
      do {
        pass.again = false;
        await deliverDueMail().catch((error: unknown) =>
          console.error("[mail] delivery pass failed:", error),
        );
      } while (pass.again);
      pass.running = false;
    })(),
  );
}

/** The cap's hour this process last logged, so a busy hour is logged once, not per message. */
let loggedCapUntil = 0;

function logCapReached(until: Date): void {
  if (until.getTime() === loggedCapUntil) return;
  loggedCapUntil = until.getTime();
  const max = serverEnv.rateLimits.visitorMailPerHour;
  console.warn(
    `[mail] visitor mail cap reached (${max} per hour, RATE_LIMIT_VISITOR_MAIL_PER_HOUR): mail to visitors waits until ${until.toISOString()}; the owner's still goes out`,
  );
}

/** Sends every due message (at most `limit`), each claimed first so no other pass sends it too. */
export async function deliverDueMail(
  options: { now?: () => Date; mailer?: Mailer; limit?: number } = {},
): Promise<{ sent: number; failed: number; held: number }> {
  const now = options.now ?? (() => new Date());
  const mailer = options.mailer ?? getMailer();
  const from = serverEnv.mail.from ?? `${site.brand} <${site.email}>`;
  const result = { sent: 0, failed: 0, held: 0 };
  let capReached = false; // then the rest of this pass sends the owner's mail alone
  for (let i = 0; i < (options.limit ?? 100); i++) {
    const message = await claimNextMail(now(), STALE_CLAIM_MS, capReached ? "owner" : undefined);
    if (message === "none") break;
    if (message === "lost") continue; // another pass took it first
    if (message.audience === "visitor") {
      const cap = visitorMailLimit();
      const at = now().getTime();
      if (!(await tryConsume(cap, "site", at))) {
        const nextHour = new Date(windowEnd(cap, at));
        result.held += await holdVisitorMail(message, now(), nextHour);
        logCapReached(nextHour);
        capReached = true;
        continue;
      }
    }
    try {
      const html = htmlEmail(message.mail, {
        brand: site.brand,
        siteUrl: site.url,
        audience: message.audience,
      });
      await mailer.send({ ...message.mail, html }, from);
      await markSent(message, now());
      result.sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const gaveUp = message.attempts >= MAX_ATTEMPTS;
      const retryAt = gaveUp ? null : new Date(now().getTime() + backoffMs(message.attempts));
      await markFailed(message, lastError, retryAt);
      console.warn(
        `[mail] ${message.kind} to ${message.mail.to} failed (attempt ${message.attempts}${gaveUp ? ", giving up" : ""}): ${lastError}`,
      );
      result.failed++;
    }
  }
  return result;
}
