/**
 * A programme's calendar (issue 31): dates are India's calendar days, "YYYY-MM-DD". A programme
 * of N months runs from its start to the day before the same date N months later; when that
 * date does not exist (31 January + 1 month), it ends on that month's last day instead.
 */

const DAY_MS = 86_400_000;

const parse = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The date `days` calendar days after `date` (before, for a negative number). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parse(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}

/** "1 Month" → 1, "3 Months" → 3. */
export function monthsOf(duration: string): number {
  const match = /^(\d+) Months?$/.exec(duration);
  if (!match) throw new Error(`Not a duration in months: ${duration}`);
  return Number(match[1]);
}

/** The last day of a programme of `months` months starting on `start` (see the top). */
export function programmeEndDate(start: string, months: number): string {
  const { year, month, day } = parse(start);
  const index = year * 12 + (month - 1) + months;
  const endYear = Math.floor(index / 12);
  const endMonth = (index % 12) + 1;
  const last = daysInMonth(endYear, endMonth);
  return day > last ? format(endYear, endMonth, last) : addDays(format(endYear, endMonth, day), -1);
}

/** Days left in a programme on `today`, the last day counted; 0 once it has ended. */
export const daysLeft = (endDate: string, today: string) =>
  Math.max(0, daysBetween(today, endDate) + 1);

/** The day a renewal reminder is due: `daysBefore` days before the programme's last day. */
export const renewalDueOn = (endDate: string, daysBefore: number) => addDays(endDate, -daysBefore);
