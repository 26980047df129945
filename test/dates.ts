import { istDate } from "@/lib/booking/slots";

/** The n-th Monday-to-Friday in India from the day after tomorrow: a date a test can book. */
export function bookableWeekday(n: number): string {
  const found: string[] = [];
  for (let day = 2; found.length < n; day++) {
    const date = istDate(new Date(Date.now() + day * 86_400_000));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) found.push(date);
  }
  return found[n - 1]!;
}
