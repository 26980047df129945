import { IST_OFFSET_MINUTES, toHHMM, toMinutes, type TimeRange } from "./clinic-hours";

/**
 * The booking rules: which times can be booked. A booking lasts its appointment type's duration
 * and keeps its buffer after free; it starts every `slotMinutes` within the owner's hours (IST),
 * ends within them, touches no part-day block, starts at least `minNoticeMinutes` from now and at
 * most `horizonDays` ahead (BOOKING_* settings, lib/server/env.ts), not on a date the owner closed, and
 * overlaps no other booking (held cells under a unique index, lib/booking/data/appointments.ts). These
 * functions are pure; the data modules apply them.
 */

export type BookingRules = {
  /** start times fall every this many minutes from each interval's start */
  slotMinutes: number;
  /** a slot must start at least this many minutes from now */
  minNoticeMinutes: number;
  /** how many days ahead (counting from today in IST) can be booked */
  horizonDays: number;
};

export const DEFAULT_BOOKING_RULES: BookingRules = {
  slotMinutes: 30,
  minNoticeMinutes: 120,
  horizonDays: 60,
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The UTC instant at which a clinic-local (IST) date and time begin. */
export function istToInstant(date: string, time: string): Date {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) throw new Error(`Invalid date or time: ${date} ${time}`);
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return new Date(utc - IST_OFFSET_MINUTES * 60_000);
}

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The IST time of day (HH:mm) of an instant. */
export function istTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What holds a slot: the appointment's `slotKey`, unique among booked appointments. */
export const slotKeyOf = (date: string, time: string) => `${date}T${time}`;

/** What a date offers before bookings: its open intervals, less part-day blocks, unless closed. */
export type DayPlan = {
  /** the weekday's open intervals (HH:mm IST) */
  intervals: TimeRange[];
  /** part-day blocks the owner set on this date */
  blocks?: TimeRange[];
  /** the owner closed the whole date */
  closed?: boolean;
};

/** A stretch of the day another booking holds, minutes from midnight IST, its buffer included. */
export type Held = { start: number; end: number };

/** How long a booking lasts and how long it keeps the next one away. */
export type Length = { durationMinutes: number; bufferMinutes: number };

const overlaps = (a: Held, b: Held) => a.start < b.end && b.start < a.end;
const rangeOf = (r: TimeRange): Held => ({ start: toMinutes(r.from), end: toMinutes(r.to) });

/**
 * Every start (HH:mm) the day's hours allow for a booking of `durationMinutes`, before notice,
 * horizon or bookings: every `stepMinutes` from each interval's start, the consultation ending
 * within the interval (its buffer may run past) and touching no block.
 */
export function openStarts(day: DayPlan, durationMinutes: number, stepMinutes: number): string[] {
  if (day.closed) return [];
  const blocks = (day.blocks ?? []).map(rangeOf);
  const starts: string[] = [];
  for (const interval of day.intervals.map(rangeOf)) {
    for (let m = interval.start; m + durationMinutes <= interval.end; m += stepMinutes) {
      const slot = { start: m, end: m + durationMinutes };
      if (!blocks.some((block) => overlaps(slot, block))) starts.push(toHHMM(m));
    }
  }
  return starts;
}

/** The stretch a booking at `time` holds: its consultation and its buffer after. */
export function heldBy(time: string, length: Length): Held {
  const start = toMinutes(time);
  return { start, end: start + length.durationMinutes + length.bufferMinutes };
}

/**
 * The grain of `slotCells`: a booking holds one cell per 5 minutes it keeps (buffer included), so
 * durations, buffers, hours and steps are whole multiples of it.
 */
export const CELL_MINUTES = 5;

/**
 * The cells `${date}T${HH:mm}` a booking holds. Every held appointment stores its cells in one
 * array under a unique index, so two bookings that overlap by any minute share a cell and the
 * second insert is refused, whatever their lengths, in one atomic write.
 */
export function cellsOf(date: string, held: Held): string[] {
  const cells: string[] = [];
  const first = Math.floor(held.start / CELL_MINUTES) * CELL_MINUTES;
  for (let m = first; m < held.end; m += CELL_MINUTES) cells.push(`${date}T${toHHMM(m)}`);
  return cells;
}

export type SlotQuery = {
  date: string;
  now: Date;
  day: DayPlan;
  length: Length;
  rules?: BookingRules;
  /** what other bookings hold that day */
  held?: Held[];
};

/** The free starts of a date for a booking of `length`, in IST, as HH:mm. */
export function freeSlots({
  date,
  now,
  day,
  length,
  rules = DEFAULT_BOOKING_RULES,
  held = [],
}: SlotQuery): string[] {
  if (!isBookableDate(date, now, rules)) return [];
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  return openStarts(day, length.durationMinutes, rules.slotMinutes).filter((time) => {
    const mine = heldBy(time, length);
    return (
      !held.some((other) => overlaps(mine, other)) && istToInstant(date, time).getTime() >= earliest
    );
  });
}

/** Whether a date lies between today (IST) and the booking horizon. */
export function isBookableDate(
  date: string,
  now: Date,
  rules: BookingRules = DEFAULT_BOOKING_RULES,
): boolean {
  if (!DATE_RE.test(date)) return false;
  const today = istDate(now);
  return date >= today && date <= addDays(today, rules.horizonDays);
}

/** Why a requested start cannot be booked (ignoring other bookings), or null when it can. */
export function slotProblem(
  date: string,
  time: string,
  now: Date,
  day: DayPlan,
  durationMinutes: number,
  rules: BookingRules = DEFAULT_BOOKING_RULES,
): string | null {
  if (!TIME_RE.test(time)) return "Time must be HH:mm";
  if (!isBookableDate(date, now, rules))
    return `Appointments can be booked up to ${rules.horizonDays} days ahead`;
  if (day.closed) return "The clinic is closed on that date";
  if (!openStarts(day, durationMinutes, rules.slotMinutes).includes(time))
    return "That time is outside the clinic's hours";
  if (istToInstant(date, time).getTime() < now.getTime() + rules.minNoticeMinutes * 60_000) {
    return `Please book at least ${Math.round(rules.minNoticeMinutes / 60)} hours ahead`;
  }
  return null;
}

/** A slot start as people read it: "16:30" -> "4:30 pm". */
export function formatSlotTime(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** How long before a booked slot its reminder email goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** When a booked slot's reminder is due, or undefined when the booking is too close to need one. */
export function reminderDueAt(startsAt: Date, bookedAt: Date): Date | undefined {
  const due = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
  return due > bookedAt ? due : undefined;
}
