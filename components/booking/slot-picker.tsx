"use client";
import { useEffect, useState } from "react";
import { formatSlotTime } from "@/lib/booking/slots";

type Props = {
  date: string;
  /** the appointment type's id, whose length the times allow for (the default type when absent) */
  type?: string;
  /** moving a booking: its reschedule link's token, so the times fit its length and skip its own */
  moveToken?: string;
  value: string;
  onChange: (time: string) => void;
  disabled?: boolean;
  error?: string;
  /** moving a booking: a time must be picked, there is no "we will call you" */
  required?: boolean;
};
type State = { key: string; status: "loading" | "ready" | "failed"; slots: string[] };

const HINTS = {
  optional: {
    failed:
      "Could not load the free times. You can still send the request: we will call you with a time.",
    none: "No free times on this date (Sundays and holidays are closed). Choose another date, or send the request and we will call you.",
    pick: "Pick a time, or leave it empty and we will call you to agree one.",
  },
  required: {
    failed: "Could not load the free times. Please try again, or call us.",
    none: "No free times on this date (Sundays and holidays are closed). Choose another date.",
    pick: "Pick a new time.",
  },
};

/**
 * The free times of the chosen date, fetched from the server in IST whatever the visitor's own
 * time zone. Picking none keeps a booking request date-only: the practice then calls back with a
 * time (unless `required`, as when moving a booking).
 */
export function SlotPicker({
  date,
  type,
  moveToken,
  value,
  onChange,
  disabled,
  error,
  required,
}: Props) {
  const [state, setState] = useState<State>({ key: "", status: "ready", slots: [] });
  const query = `date=${encodeURIComponent(date)}${type ? `&type=${encodeURIComponent(type)}` : ""}`;

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    const request = moveToken
      ? fetch("/api/appointments/reschedule/slots", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ token: moveToken, date }),
          signal: controller.signal,
        })
      : fetch(`/api/appointments/slots?${query}`, { signal: controller.signal });
    request
      .then(async (response) => {
        const body = (await response.json()) as { slots?: string[] };
        setState({ key: query, status: response.ok ? "ready" : "failed", slots: body.slots ?? [] });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key: query, status: "failed", slots: [] });
      });
    return () => controller.abort();
  }, [date, query, moveToken]);

  if (!date) return <p className="text-sm text-slate-700">Choose a date to see the free times.</p>;
  const current = state.key === query ? state : { status: "loading" as const, slots: [] };
  const hints = HINTS[required ? "required" : "optional"];

  return (
    <fieldset aria-describedby="slot-help slot-error" disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Time (India Standard Time)</legend>
      <p id="slot-help" className="text-sm text-slate-700" aria-live="polite">
        {current.status === "loading"
          ? "Loading free times…"
          : current.status === "failed"
            ? hints.failed
            : current.slots.length === 0
              ? hints.none
              : hints.pick}
      </p>
      {current.slots.length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {current.slots.map((time) => (
            <label
              key={time}
              className="relative rounded-lg border border-slate-400 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white"
            >
              {/* The radio itself covers the pill, so a click or tap anywhere on it lands on the
                  input (not only on its label), and its focus ring is the pill's. */}
              <input
                type="radio"
                name="time"
                value={time}
                checked={value === time}
                onChange={() => onChange(time)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg disabled:cursor-not-allowed"
              />
              {formatSlotTime(time)}
            </label>
          ))}
          {value && !required ? (
            <button
              type="button"
              onClick={() => onChange("")}
              className="text-sm text-brand-800 underline"
            >
              Clear time
            </button>
          ) : null}
        </div>
      ) : null}
      <p id="slot-error" aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
