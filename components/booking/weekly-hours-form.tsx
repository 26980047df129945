"use client";
import { useState, type FormEvent } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validationIssues } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import type { WeeklyHours } from "@/lib/booking/clinic-hours";
import { WeekdayHours, type DayHours } from "./weekday-hours";

const loadSchema = () =>
  import("@/lib/booking/consultation-schemas").then((m) => m.weeklyHoursSchema);

/** Monday first, as the owner reads her week (the stored week starts on Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Messages per weekday (Sunday = 0), keyed "0.from", "1.to" ... or "" for the day's own. */
type DayErrors = Record<string, string>[];
const noErrors = (): DayErrors => Array.from({ length: 7 }, () => ({}));

/**
 * The weekly hours (PUT /api/admin/consultation-settings `{ hours }`): each day open or closed,
 * with one or more intervals. Checked with the server's schema first, each message beside its
 * time; bookings already made are kept, and the desk lists those the new hours leave out.
 */
export function WeeklyHoursForm({ hours }: { hours: WeeklyHours }) {
  const [days, setDays] = useState<DayHours[]>(() =>
    hours.map((intervals) => ({ open: intervals.length > 0, intervals })),
  );
  const [errors, setErrors] = useState<DayErrors>(noErrors);
  const [message, setMessage] = useState("");
  const { pending, call } = useApiCall();
  const week = () => days.map((d) => (d.open ? d.intervals : []));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage("");
    const issues = await validationIssues(loadSchema, week());
    const found = noErrors();
    for (const { path, message: text } of issues ?? []) {
      const [day, ...rest] = path;
      if (typeof day === "number") found[day]![rest.join(".")] ??= text;
    }
    setErrors(found);
    if (issues) {
      setMessage("Please correct the hours marked below.");
      return;
    }
    const result = await call("/api/admin/consultation-settings", {
      method: "PUT",
      body: { hours: week() },
      success: "Weekly hours saved",
      failure: (f) => `Error saving the hours: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (!result.ok) setMessage(result.fields.hours?.join(" ") ?? result.message ?? "");
  }

  return (
    <form onSubmit={onSubmit} onFocus={preload(loadSchema)} aria-label="Weekly hours">
      <div className="grid gap-3 lg:grid-cols-2">
        {WEEK_ORDER.map((day) => (
          <WeekdayHours
            key={day}
            day={day}
            hours={days[day]!}
            errors={errors[day]!}
            disabled={pending}
            onChange={(changed) => setDays((all) => all.map((d, i) => (i === day ? changed : d)))}
          />
        ))}
      </div>
      <p role="alert" className="mt-2 min-h-6 font-medium text-red-700">
        {message}
      </p>
      <Button type="submit" pending={pending}>
        Save hours
      </Button>
    </form>
  );
}
