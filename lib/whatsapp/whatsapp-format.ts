import { formatSlotTime } from "@/lib/booking/slots";

/** How people read dates and times in a message; pure and client-safe. */

/** "2026-12-01" -> "Tuesday, 1 December 2026" (a calendar date: no time-zone shift). */
export function formatMessageDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(day);
}

/** "10:30" -> "10:30 am IST" (slot times are India's). */
export const formatMessageTime = (time: string): string => `${formatSlotTime(time)} IST`;

/** 5499 -> "₹5,499" */
export const formatRupees = (amount: number): string =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  }).format(amount);
