"use client";
import { useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { formatCalendarDate } from "../admin/display-format";

export type TimeBlock = { _id: string; date: string; from: string; to: string; reason: string };

const loadSchema = () =>
  import("@/lib/booking/consultation-schemas").then((m) => m.timeBlockSchema);
const EMPTY = { date: "", from: "", to: "", reason: "" };

/**
 * Part of a date kept free of new bookings (a school event, an errand): add one, or remove one
 * to offer its times again. Bookings already made in a new block are kept; the desk lists them.
 */
export function TimeBlocks({ blocks }: { blocks: TimeBlock[] }) {
  const [values, setValues] = useState(EMPTY);
  const { pending, fields, setFields, call } = useApiCall();
  const bind = (key: keyof typeof EMPTY) => ({
    value: values[key],
    disabled: pending,
    error: fields[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, values);
    setFields(invalid ?? {});
    if (invalid) return;
    const result = await call("/api/admin/time-blocks", {
      body: values,
      success: "Time blocked",
      failure: (f) => `Error blocking the time: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) setValues(EMPTY);
  }

  const remove = (b: TimeBlock) =>
    call(`/api/admin/time-blocks/${b._id}`, {
      method: "DELETE",
      success: "Block removed",
      failure: (f) => `Error removing the block: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });

  return (
    <>
      <form
        onSubmit={add}
        onFocus={preload(loadSchema)}
        aria-label="Block a time"
        className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[auto_auto_auto_1fr_auto]"
      >
        <TextField label="Date" type="date" required {...bind("date")} />
        <TextField label="From" type="time" step={300} required {...bind("from")} />
        <TextField label="To" type="time" step={300} required {...bind("to")} />
        <TextField label="Reason (optional)" maxLength={200} {...bind("reason")} />
        <Button type="submit" pending={pending} className="mb-6 self-end justify-self-start">
          Block time
        </Button>
      </form>
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-700">No upcoming blocked times.</p>
      ) : (
        <ul aria-label="Upcoming blocked times" className="divide-y divide-slate-100">
          {blocks.map((b) => {
            const when = `${formatCalendarDate(b.date)}, ${b.from}–${b.to}`;
            return (
              <li key={b._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <strong>{when}</strong>
                  {b.reason ? ` — ${b.reason}` : ""}
                </span>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => remove(b)}
                  aria-label={`Remove block on ${when}`}
                  className="min-h-9 shrink-0 rounded-md border border-slate-500 px-3 py-1 text-xs font-semibold hover:bg-slate-50 disabled:opacity-60"
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
