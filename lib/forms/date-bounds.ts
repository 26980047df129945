import { istDate } from "@/lib/booking/slots";

/**
 * How far from today (India's calendar) each kind of date typed into a form or sent to the API
 * may lie, in days. A date outside has no use in the practice and could only harm: a programme
 * starting on 9999-12-31 never ends, a block in 2090 lingers in every read of the calendar.
 */
export const DATE_BOUNDS = {
  /** a booking, a move and a follow-up visit: today to a year ahead (the slot rules' horizon,
   * BOOKING_HORIZON_DAYS, is shorter still for a timed slot) */
  booking: { past: 0, ahead: 366 },
  /** a programme's start: one paid up to two years ago, or one that starts within a year */
  programmeStart: { past: 731, ahead: 366 },
  /** a measurement: today at the latest (a day ahead for time zones), at most 20 years back */
  measurement: { past: 7305, ahead: 1 },
  /** a closed date or a time block: a year back (to note what was) to two years ahead */
  calendar: { past: 366, ahead: 731 },
  /** a blog post's publish time: a year back to two years ahead */
  publishAt: { past: 366, ahead: 731 },
} as const;

export type DateBound = (typeof DATE_BOUNDS)[keyof typeof DATE_BOUNDS];

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD date lies within `bound` of today in India; a malformed one is said elsewhere. */
export function withinBound(value: string, bound: DateBound, now: Date = new Date()): boolean {
  return notBefore(value, bound, now) && notAfter(value, bound, now);
}

/** Whether the date is not before the bound's first day (for a field that says "not ahead" itself). */
export const notBefore = (value: string, bound: DateBound, now: Date = new Date()) =>
  !DATE.test(value) || value >= shift(istDate(now), -bound.past);

/** Whether the date is not after the bound's last day (for a field that says "not past" itself). */
export const notAfter = (value: string, bound: DateBound, now: Date = new Date()) =>
  !DATE.test(value) || value <= shift(istDate(now), bound.ahead);
