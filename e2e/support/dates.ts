/**
 * Dates as the booking specs need them, worked out here rather than taken from the app, so the
 * specs check the app's words against an independent reading.
 */

/**
 * The n-th Monday-to-Friday in India at least two days ahead (clear of the 2-hour notice),
 * YYYY-MM-DD. Specs that book slots take their own n, so they never compete for one:
 * booking.spec.ts 1-4, upi-payment.spec.ts 5, booking-reschedule.spec.ts 6-10,
 * site-whatsapp.spec.ts 11, secret-links.spec.ts 12, intake.spec.ts 13, calendar-feed.spec.ts 14,
 * consultations.spec.ts 15-16, consultation-booking.spec.ts 17; programme.spec.ts books the last
 * free time of 1.
 */
export function weekdayInIndia(n: number): string {
  const found: string[] = [];
  for (let days = 2; found.length < n; days++) {
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      new Date(Date.now() + days * 86_400_000),
    );
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day >= 1 && day <= 5) found.push(date);
  }
  return found[n - 1]!;
}

/** "Friday, 4 December 2026": a calendar date as the site writes it. */
export const spokenDate = (date: string) =>
  new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

/** An iCalendar UTC time stamp (DTSTART) of a date and time in India: 20261204T043000Z. */
export const utcStamp = (date: string, time: string) =>
  new Date(`${date}T${time}:00+05:30`).toISOString().replace(/[-:]/g, "").replace(".000", "");
