/** Date/Time in the owner's local format, e.g. '21 Nov 2026, 10:05 am'. */
export function formatDateTime(value: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}

/** A calendar date stored as YYYY-MM-DD, shown as '5 Dec 2026' without any time-zone shift. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", dateStyle: "medium" }).format(date);
}

/** "₹2,999" */
export { formatRupees as formatInr } from "@/lib/payments/upi";

/** A file's size: '840 KB', '3.4 MB'. */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
