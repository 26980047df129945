"use client";
import { Button } from "@/components/ui/button";
import {
  usePushSubscription,
  type PushChannel,
  type PushState,
} from "@/components/push/use-push-subscription";
import { myWorker } from "./my-service-worker";

const MY_ALERTS: PushChannel = { api: "/api/my/push", worker: myWorker };

const TEXTS: Record<PushState["kind"], string> = {
  checking: "Checking this phone…",
  on: "On: this phone tells you of a new message from your dietician, a visit tomorrow, your weigh-in day and a renewal due.",
  off: "Off: turn them on to hear of a new message, a visit tomorrow, your weigh-in day and a renewal due on this phone. Until then they come by email.",
  unsupported:
    "This browser cannot show notifications. On an iPhone, add this app to the Home Screen first (Share, then Add to Home Screen) and open it from there.",
  unavailable: "Notifications are not available yet. You get them by email.",
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.",
  failed: "",
};

/** "Alerts on this phone": the client's push alerts on this browser, on or off (app/(my)/layout.tsx). */
export function MyPushToggle() {
  const { state, pending, turnOn, turnOff } = usePushSubscription(MY_ALERTS);
  const problem = state.kind === "failed" || state.kind === "denied";
  return (
    <section
      aria-labelledby="my-push-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="my-push-heading" className="text-lg font-semibold text-slate-900">
        Alerts on this phone
      </h2>
      <p
        role="status"
        className={`mt-1 text-sm ${problem ? "font-semibold text-red-700" : "text-slate-700"}`}
      >
        {state.kind === "failed"
          ? `Alerts could not be changed: ${state.message}`
          : TEXTS[state.kind]}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        An alert never shows your messages or your weight: open it to read them here.
      </p>
      {state.kind === "on" ? (
        <Button
          variant="secondary"
          className="mt-3"
          pending={pending}
          onClick={turnOff}
          aria-label="Turn off alerts on this phone"
        >
          Turn off
        </Button>
      ) : state.kind === "off" || state.kind === "failed" ? (
        <Button
          className="mt-3"
          pending={pending}
          onClick={turnOn}
          aria-label="Turn on alerts on this phone"
        >
          Turn on
        </Button>
      ) : null}
    </section>
  );
}
