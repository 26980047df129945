"use client";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { usePushSubscription, type PushChannel, type PushState } from "./use-push-subscription";

/**
 * Push alerts on this browser, on or off: the owner's ("Notifications on this phone") and a
 * client's ("Alerts on this phone"), each with its own words and API (`channel`).
 */
export function PushToggle({
  channel,
  heading,
  noun,
  texts,
  note,
  className = "",
  id,
}: {
  channel?: PushChannel;
  heading: string;
  /** "notifications", "alerts": the buttons' and the failure's word */
  noun: string;
  texts: Record<Exclude<PushState["kind"], "failed">, string>;
  /** what an alert shows, and what it never does */
  note: string;
  className?: string;
  /** the heading's id (a stable one for a test's selector), else one of React's */
  id?: string;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  const { state, pending, turnOn, turnOff } = usePushSubscription(channel);
  const problem = state.kind === "failed" || state.kind === "denied";
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p
        role="status"
        className={`mt-1 text-sm ${problem ? "font-semibold text-red-700" : "text-slate-700"}`}
      >
        {state.kind === "failed"
          ? `${Noun} could not be changed: ${state.message}`
          : texts[state.kind]}
      </p>
      <p className="mt-1 text-sm text-slate-700">{note}</p>
      {state.kind === "on" ? (
        <Button
          variant="secondary"
          className="mt-3"
          pending={pending}
          onClick={turnOff}
          aria-label={`Turn off ${noun} on this phone`}
        >
          Turn off
        </Button>
      ) : state.kind === "off" || state.kind === "failed" ? (
        <Button
          className="mt-3"
          pending={pending}
          onClick={turnOn}
          aria-label={`Turn on ${noun} on this phone`}
        >
          Turn on
        </Button>
      ) : null}
    </section>
  );
}
