"use client";
import { PushToggle } from "@/components/push/push-toggle";
import type { PushChannel, PushState } from "@/components/push/use-push-subscription";
import { myWorker } from "./my-service-worker";

const MY_ALERTS: PushChannel = { api: "/api/my/push", worker: myWorker };

const TEXTS: Record<Exclude<PushState["kind"], "failed">, string> = {
  checking: "Checking this phone…",
  on: "On: this phone tells you of a new message from your dietician, a visit tomorrow, your weigh-in day and a renewal due.",
  off: "Off: turn them on to hear of a new message, a visit tomorrow, your weigh-in day and a renewal due on this phone. Until then they come by email.",
  unsupported:
    "This browser cannot show notifications. On an iPhone, add this app to the Home Screen first (Share, then Add to Home Screen) and open it from there.",
  unavailable: "Notifications are not available yet. You get them by email.",
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.",
};

/** "Alerts on this phone": the client's push alerts on this browser, on or off (her home). */
export function MyPushToggle() {
  return (
    <PushToggle
      channel={MY_ALERTS}
      heading="Alerts on this phone"
      noun="alerts"
      texts={TEXTS}
      note="An alert never shows your messages or your weight: open it to read them here."
    />
  );
}
