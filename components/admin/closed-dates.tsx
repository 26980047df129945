"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { formatCalendarDate } from "./format";

type ClosedDate = { date: string; reason: string };

/** Dates the clinic takes no bookings (holidays, training): the slot picker offers no times on them. */
export function ClosedDates({ dates }: { dates: ClosedDate[] }) {
  const router = useRouter();
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);

  async function send(url: string, init: RequestInit, success: string) {
    setPending(true);
    try {
      const response = await fetch(url, init);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
      toast.success(success);
      router.refresh();
      return true;
    } catch (error) {
      toast.error(
        `Error saving closed dates: ${error instanceof Error ? error.message : "unknown error"}`,
      );
      return false;
    } finally {
      setPending(false);
    }
  }

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ok = await send(
      "/api/closed-dates",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ date, reason }),
      },
      "Date closed for bookings",
    );
    if (ok) {
      setDate("");
      setReason("");
    }
  }

  return (
    <section
      aria-labelledby="closed-dates-heading"
      className="mt-10 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="closed-dates-heading" className="text-lg font-semibold text-slate-900">
        Closed dates
      </h2>
      <p className="text-sm text-slate-700">
        No times are offered on these dates. Sundays are always closed.
      </p>
      <form onSubmit={add} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Date
          <input
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="mt-1 block rounded-md border border-slate-500 px-2 py-1.5"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Reason (optional)
          <input
            type="text"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1 block rounded-md border border-slate-500 px-2 py-1.5"
          />
        </label>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Close date
        </button>
      </form>
      {dates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No upcoming closed dates.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {dates.map((d) => (
            <li key={d.date} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <strong>{formatCalendarDate(d.date)}</strong>
                {d.reason ? ` — ${d.reason}` : ""}
              </span>
              <button
                type="button"
                disabled={pending}
                onClick={() =>
                  send(`/api/closed-dates/${d.date}`, { method: "DELETE" }, "Date reopened")
                }
                className="rounded-md border border-slate-500 px-2 py-1 text-xs font-semibold hover:bg-slate-50 disabled:opacity-60"
              >
                Reopen<span className="sr-only"> {formatCalendarDate(d.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
