"use client";
import { useState, type FormEvent } from "react";
import { useApiCall, type CallOptions } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { formatCalendarDate } from "../admin/display-format";

type ClosedDate = { date: string; reason: string };

const failure: CallOptions["failure"] = (f) =>
  `Error saving closed dates: ${f.message ?? "no answer from the server"}`;

/** Dates the clinic takes no bookings (holidays, training): the slot picker offers no times on them. */
export function ClosedDates({ dates }: { dates: ClosedDate[] }) {
  const { pending, fields, call } = useApiCall();
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { date, reason };
    const success = "Date closed for bookings";
    const result = await call("/api/closed-dates", { body, success, failure, refresh: true });
    if (!result.ok) return;
    setDate("");
    setReason("");
  }

  const reopen = (d: ClosedDate) =>
    call(`/api/closed-dates/${d.date}`, {
      method: "DELETE",
      success: "Date reopened",
      failure,
      refresh: true,
    });

  return (
    <section
      aria-labelledby="closed-dates-heading"
      className="mt-10 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="closed-dates-heading" className="text-lg font-semibold text-slate-900">
        Closed dates
      </h2>
      <p className="text-sm text-slate-700">
        No times are offered on these dates (closed weekdays are set in the weekly hours, under
        Consultations).
      </p>
      <form onSubmit={add} className="mt-3 flex flex-wrap items-start gap-x-3">
        <TextField
          label="Date"
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={fields.date}
        />
        <TextField
          label="Reason (optional)"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={fields.reason}
        />
        <Button type="submit" pending={pending} className="mt-6">
          Close date
        </Button>
      </form>
      {dates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No upcoming closed dates.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {dates.map((d) => (
            <li key={d.date} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 break-words">
                <strong>{formatCalendarDate(d.date)}</strong>
                {d.reason ? ` — ${d.reason}` : ""}
              </span>
              <button
                type="button"
                disabled={pending}
                onClick={() => reopen(d)}
                aria-label={`Reopen ${formatCalendarDate(d.date)}`}
                className="rounded-md border border-slate-500 px-2 py-1 text-xs font-semibold hover:bg-slate-50 disabled:opacity-60"
              >
                Reopen
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
