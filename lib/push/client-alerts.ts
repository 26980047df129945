import "server-only";
import { clientPushTargets } from "@/lib/push/data/client-push-subscriptions";
import { sendAlert } from "./push-sender";

/**
 * A client's alert on her phone (Web Push, where she turned alerts on in /my): to her own
 * subscriptions only, never the owner's nor another client's. It shows on a lock screen, so it
 * holds no health data (no message's words, no weight, no plan): what happened, our date and
 * time, and the /my page to open (./client-alert-texts.ts). Runs in the background (a stop waits
 * for it) and never throws; resolves true when at least one push service accepted it, so the
 * caller can fall back to email otherwise.
 */
export async function alertClient(
  clientId: string,
  alert: { title: string; body: string; url: string },
): Promise<boolean> {
  return (await sendAlert(() => clientPushTargets(clientId), alert, "a client's")) > 0;
}
