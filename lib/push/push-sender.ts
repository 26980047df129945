import "server-only";
import webpush from "web-push";
import { dropPushSubscription, type PushTarget } from "@/lib/push/data/push-subscriptions";
import { vapidKeys, type VapidKeys } from "@/lib/push/data/vapid-keys";
import { inBackground } from "@/lib/server/background";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { pushEndpointProblem } from "./push-services";

/**
 * Sending a Web Push alert (RFC 8030 + 8291 + 8292), the owner's (./alerts.ts) and a client's
 * (./client-alerts.ts) alike: one short message to each subscription the caller chose. What it
 * says shows on a lock screen and is never logged. Sending runs in the background (a stop waits
 * for it) and never throws; a subscription the push service answers 404 or 410 is deleted.
 */
export type PushAlert = {
  /** e.g. "New booking" */
  title: string;
  /** e.g. "Tue 3 Dec, 11:30 am" */
  body: string;
  /** the page of ours it opens ("/admin-appointments/<id>", "/my/messages") */
  url: string;
};

/** An alert not delivered within a day is dropped by the push service: it is news, not a record. */
export const ALERT_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

const sending = new Set<Promise<unknown>>();

/**
 * Sends `alert` to every subscription `targets` finds, in the background; resolves with how many
 * push services accepted it (0 when alerts are off or nothing is subscribed). Never rejects:
 * `whose` names whose alert failed in the log ("the owner's", "a client's"), nothing more.
 */
export function sendAlert(
  targets: () => Promise<PushTarget[]>,
  alert: PushAlert,
  whose: string,
): Promise<number> {
  const run = deliver(targets, alert).catch((error: unknown) => {
    console.error(`[push] could not send ${whose} alert: ${reasonOf(error)}`);
    return 0;
  });
  sending.add(run);
  inBackground(run);
  void run.finally(() => sending.delete(run));
  return run;
}

/** Resolves once every alert started so far has been answered (tests count what arrived). */
export async function alertsSettled(): Promise<void> {
  while (sending.size > 0) await Promise.allSettled([...sending]);
}

async function deliver(targets: () => Promise<PushTarget[]>, alert: PushAlert): Promise<number> {
  const keys = vapidKeys();
  if (!keys) return 0;
  const payload = JSON.stringify(alert);
  const sent = await Promise.all((await targets()).map((target) => sendTo(target, payload, keys)));
  return sent.filter(Boolean).length;
}

/**
 * web-push encrypts the message and signs the VAPID header; the request itself goes by fetch
 * (web-push's own sender speaks https only, and would keep its response body on errors). Only to
 * a push service's address (one stored before that rule is dropped unsent), and never on to where
 * it redirects: a redirect could lead anywhere, plain http on this machine included.
 */
async function sendTo(target: PushTarget, payload: string, keys: VapidKeys): Promise<boolean> {
  if (pushEndpointProblem(target.endpoint, serverEnv.pushEndpoints)) {
    console.error("[push] a subscription not at a browser's push service was deleted unsent");
    await dropPushSubscription(target.endpoint);
    return false;
  }
  const request = webpush.generateRequestDetails(target, payload, {
    vapidDetails: { subject: `mailto:${site.email}`, ...keys },
    TTL: ALERT_TTL_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: "error",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    console.error(`[push] an alert was not delivered: ${reasonOf(error)}`);
    return false;
  }
  if (status >= 200 && status < 300) return true;
  if (status === 404 || status === 410) await dropPushSubscription(target.endpoint);
  else console.error(`[push] an alert was not delivered: the push service answered ${status}`);
  return false;
}

/** What went wrong, without the message or the subscription's address. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.name}${cause}`;
}
