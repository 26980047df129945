import "server-only";
import { pushTargets } from "@/lib/push/data/push-subscriptions";
import { sendAlert, type PushAlert } from "./push-sender";

export { ALERT_TTL_SECONDS, alertsSettled } from "./push-sender";

/**
 * The owner's alerts on her phone (Web Push): one short message to each of her devices when
 * something arrives that she should look at (./push-sender.ts sends it). The message is what the
 * lock screen shows, so it holds no client's name or words: what arrived, its time if any, and
 * the admin page to open. It never goes to a client's device (lib/push/data/push-subscriptions.ts
 * `pushTargets`). Sending never delays nor fails the request that caused it, like mail.
 */
export type OwnerAlert = PushAlert;

/** Sends `alert` to each of the owner's devices in the background. Never throws. */
export function alertOwner(alert: OwnerAlert): void {
  void sendAlert(pushTargets, alert, "the owner's");
}
