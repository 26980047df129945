import { CLINIC_HOURS, IST_OFFSET_MINUTES } from "./clinic-hours";

/**
 * The booking rules: which times can be booked. A slot lies within the clinic hours
 * (./clinic-hours.ts, IST, Sundays closed), lasts `slotMinutes`, starts at least
 * `minNoticeMinutes` from now and at most `horizonDays` ahead (BOOKING_* settings, lib/env.ts),
 * not on a date the owner closed (stored, lib/data/closed-dates.ts) and not on a booked slot
 * (a unique index, lib/data/appointments.ts). These functions are pure; lib/data applies them.
 */

export type BookingRules = {
  /** minutes per slot */
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

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
const toHHMM = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

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

/** Every slot start (HH:mm) the clinic's hours allow on a date, before notice, horizon or bookings. */
export function clinicSlots(date: string, slotMinutes: number): string[] {
  if (!DATE_RE.test(date)) return [];
  const hours = CLINIC_HOURS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!hours) return [];
  const slots: string[] = [];
  for (let m = toMinutes(hours.open); m + slotMinutes <= toMinutes(hours.close); m += slotMinutes)
    slots.push(toHHMM(m));
  return slots;
}

export type SlotQuery = {
  date: string;
  now: Date;
  rules?: BookingRules;
  /** HH:mm of slots already booked that day */
  taken?: Iterable<string>;
  /** YYYY-MM-DD dates the owner closed */
  closedDates?: Iterable<string>;
};

/** The free slots of a date, in IST, as HH:mm. */
export function freeSlots({
  date,
  now,
  rules = DEFAULT_BOOKING_RULES,
  taken = [],
  closedDates = [],
}: SlotQuery): string[] {
  if (!isBookableDate(date, now, rules) || new Set(closedDates).has(date)) return [];
  const booked = new Set(taken);
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  return clinicSlots(date, rules.slotMinutes).filter(
    (time) => !booked.has(time) && istToInstant(date, time).getTime() >= earliest,
  );
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

/** Why a requested slot cannot be booked (ignoring other bookings), or null when it can. */
export function slotProblem(
  date: string,
  time: string,
  now: Date,
  rules: BookingRules = DEFAULT_BOOKING_RULES,
  closedDates: Iterable<string> = [],
): string | null {
  if (!TIME_RE.test(time)) return "Time must be HH:mm";
  if (!isBookableDate(date, now, rules))
    return `Appointments can be booked up to ${rules.horizonDays} days ahead`;
  if (new Set(closedDates).has(date)) return "The clinic is closed on that date";
  if (!clinicSlots(date, rules.slotMinutes).includes(time))
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
