"use client";
import { PushToggle } from "./push-toggle";
import type { PushState } from "./use-push-subscription";

const TEXTS: Record<Exclude<PushState["kind"], "failed">, string> = {
  checking: "Checking this browser…",
  on: "On: this phone shows an alert for each new booking, plan request, message and UPI payment sent.",
  off: "Off: turn it on to get an alert on this phone for each new booking, plan request, message and UPI payment sent.",
  unsupported:
    "This browser cannot show notifications. On an iPhone, add the admin to the Home Screen first (Share, then Add to Home Screen) and open it from there.",
  unavailable:
    "Notifications are not set up on this server: it needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.",
  denied:
    "Notifications are blocked for this site. Allow them in the browser's site settings, then come back here.",
};

/** "Notifications on this phone": the owner's push alerts on this browser, on or off. */
export function PushNotifications() {
  return (
    <PushToggle
      heading="Notifications on this phone"
      noun="notifications"
      texts={TEXTS}
      note="An alert says what arrived and when, never who: open it to see the details here."
      className="mt-10"
      id="push-heading"
    />
  );
}
