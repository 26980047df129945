"use client";
import { Button } from "@/components/ui/button";
import { usePushSubscription, type PushState } from "./use-push-subscription";

const TEXTS: Record<PushState["kind"], string> = {
  checking: "Checking this browser…",
  on: "On: this phone shows an alert for each new booking, plan request, message and UPI payment sent.",
  off: "Off: turn it on to get an alert on this phone for each new booking, plan request, message and UPI payment sent.",
  unsupported:
    "This browser cannot show notifications. On an iPhone, add the admin to the Home Screen first (Share, then Add to Home Screen) and open it from there.",
  unavailable:
    "Notifications are not set up on this server: it needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.",
  denied:
    "Notifications are blocked for this site. Allow them in the browser's site settings, then come back here.",
  failed: "",
};

/** "Notifications on this phone": the owner's push alerts on this browser, on or off. */
export function PushNotifications() {
  const { state, pending, turnOn, turnOff } = usePushSubscription();
  const problem = state.kind === "failed" || state.kind === "denied";
  return (
    <section
      aria-labelledby="push-heading"
      className="mt-10 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="push-heading" className="text-lg font-semibold text-slate-900">
        Notifications on this phone
      </h2>
      <p
        role="status"
        className={`mt-1 text-sm ${problem ? "font-semibold text-red-700" : "text-slate-700"}`}
      >
        {state.kind === "failed"
          ? `Notifications could not be changed: ${state.message}`
          : TEXTS[state.kind]}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        An alert says what arrived and when, never who: open it to see the details here.
      </p>
      {state.kind === "on" ? (
        <Button
          variant="secondary"
          className="mt-3"
          pending={pending}
          onClick={turnOff}
          aria-label="Turn off notifications on this phone"
        >
          Turn off
        </Button>
      ) : state.kind === "off" || state.kind === "failed" ? (
        <Button
          className="mt-3"
          pending={pending}
          onClick={turnOn}
          aria-label="Turn on notifications on this phone"
        >
          Turn on
        </Button>
      ) : null}
    </section>
  );
}
