import "server-only";
import webpush from "web-push";
import {
  dropPushSubscription,
  pushTargets,
  type PushTarget,
} from "@/lib/push/data/push-subscriptions";
import { vapidKeys, type VapidKeys } from "@/lib/push/data/vapid-keys";
import { inBackground } from "@/lib/server/background";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { pushEndpointProblem } from "./push-services";

/**
 * The owner's alerts on her phone (Web Push, RFC 8030 + 8291 + 8292): one short message to every
 * stored subscription when something arrives that she should look at. The message is what the
 * lock screen shows, so it holds no client's name or words: what arrived, its time if any, and
 * the admin page to open. It is never logged. Sending never delays nor fails the request that
 * caused it, like mail; a subscription the push service answers 404 or 410 is deleted.
 */
export type OwnerAlert = {
  /** e.g. "New booking" */
  title: string;
  /** e.g. "Tue 3 Dec, 11:30 am" */
  body: string;
  /** the admin page it opens, a path of ours ("/admin-appointments/<id>") */
  url: string;
};

/** An alert not delivered within a day is dropped by the push service: it is news, not a record. */
export const ALERT_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

const sending = new Set<Promise<void>>();

/** Sends `alert` to each of the owner's devices in the background. Never throws. */
export function alertOwner(alert: OwnerAlert): void {
  const run = deliver(alert).catch((error: unknown) => {
    console.error(`[push] could not send the owner's alert: ${reasonOf(error)}`);
  });
  sending.add(run);
  inBackground(run);
  void run.finally(() => sending.delete(run));
}

/** Resolves once every alert started so far has been answered (tests count what arrived). */
export async function alertsSettled(): Promise<void> {
  while (sending.size > 0) await Promise.allSettled([...sending]);
}

async function deliver(alert: OwnerAlert): Promise<void> {
  const keys = vapidKeys();
  if (!keys) return;
  const targets = await pushTargets();
  const payload = JSON.stringify(alert);
  await Promise.all(targets.map((target) => sendTo(target, payload, keys)));
}

/**
 * web-push encrypts the message and signs the VAPID header; the request itself goes by fetch
 * (web-push's own sender speaks https only, and would keep its response body on errors). Only to
 * a push service's address (one stored before that rule is dropped unsent), and never on to where
 * it redirects: a redirect could lead anywhere, plain http on this machine included.
 */
async function sendTo(target: PushTarget, payload: string, keys: VapidKeys): Promise<void> {
  if (pushEndpointProblem(target.endpoint, serverEnv.pushEndpoints)) {
    console.error("[push] a subscription not at a browser's push service was deleted unsent");
    await dropPushSubscription(target.endpoint);
    return;
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
    return;
  }
  if (status === 404 || status === 410) await dropPushSubscription(target.endpoint);
  else if (status < 200 || status >= 300) {
    console.error(`[push] an alert was not delivered: the push service answered ${status}`);
  }
}

/** What went wrong, without the message or the subscription's address. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.name}${cause}`;
}
