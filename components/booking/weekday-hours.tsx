"use client";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/field";
import { addBreak, WEEKDAYS, type TimeRange } from "@/lib/booking/clinic-hours";

export type DayHours = { open: boolean; intervals: TimeRange[] };

/** The hours of a day a closed day gets when the owner opens it. */
const OPENING = [{ from: "09:30", to: "18:00" }];

/**
 * One weekday's hours: open or closed, and its intervals (From, To), with "Add a break" and
 * Remove. `errors` are keyed "0.from", "1.to" ... (an interval's field) and "" (the day's).
 */
export function WeekdayHours({
  day,
  hours,
  onChange,
  errors,
  disabled,
}: {
  day: number;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const errorId = useId();
  const name = WEEKDAYS[day]!;
  const withBreak = addBreak(hours.intervals);
  const setInterval = (i: number, patch: Partial<TimeRange>) =>
    onChange({
      ...hours,
      intervals: hours.intervals.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    });
  const time = (i: number, key: keyof TimeRange) => ({
    label: key === "from" ? "From" : "To",
    type: "time",
    step: 300,
    required: true,
    value: hours.intervals[i]![key],
    disabled,
    error: errors[`${i}.${key}`],
    wrapperClassName: "min-w-0",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setInterval(i, { [key]: event.target.value }),
  });

  return (
    <fieldset
      aria-describedby={errorId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3"
    >
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      <CheckboxField
        label="Open"
        ariaLabel={`Open on ${name}`}
        checked={hours.open}
        disabled={disabled}
        onChange={(open) =>
          onChange({ open, intervals: open && !hours.intervals.length ? OPENING : hours.intervals })
        }
      />
      {hours.open ? (
        <>
          <ol className="space-y-2">
            {hours.intervals.map((_, i) => (
              <li key={i}>
                <fieldset className="grid min-w-0 grid-cols-2 items-start gap-x-3 sm:grid-cols-[1fr_1fr_auto]">
                  <legend className="sr-only">{`${name}, interval ${i + 1}`}</legend>
                  <TextField {...time(i, "from")} />
                  <TextField {...time(i, "to")} />
                  {hours.intervals.length > 1 ? (
                    <button
                      type="button"
                      disabled={disabled}
                      aria-label={`Remove interval ${i + 1} of ${name}`}
                      onClick={() =>
                        onChange({ ...hours, intervals: hours.intervals.filter((_, j) => j !== i) })
                      }
                      className="col-span-2 mb-2 min-h-9 justify-self-start rounded-md border border-slate-500 px-3 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60 sm:col-span-1 sm:mt-7"
                    >
                      Remove
                    </button>
                  ) : null}
                </fieldset>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-sm"
            disabled={disabled || withBreak === hours.intervals}
            aria-label={`Add a break on ${name}`}
            onClick={() => onChange({ ...hours, intervals: withBreak })}
          >
            Add a break
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-700">Closed: no bookings on {name}s.</p>
      )}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {errors[""]}
      </p>
    </fieldset>
  );
}
