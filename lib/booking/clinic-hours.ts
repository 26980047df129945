/**
 * The practice's hours, in India Standard Time: the defaults (spec §9) until the owner sets her
 * own in the admin (stored, lib/data/consultations.ts), and how they read on the site.
 */
export const CLINIC_TIME_ZONE = "Asia/Kolkata";
/** IST is UTC+5:30 all year (no daylight saving), so slot instants can be computed exactly. */
export const IST_OFFSET_MINUTES = 330;

/** A stretch of one day, HH:mm to HH:mm (IST), `from` before `to`. */
export type TimeRange = { from: string; to: string };
/** Each weekday's open intervals, index 0 = Sunday (as Date.getUTCDay() counts); [] = closed. */
export type WeeklyHours = TimeRange[][];

const FULL_DAY = [{ from: "09:30", to: "18:00" }];
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [
  [],
  FULL_DAY,
  FULL_DAY,
  FULL_DAY,
  FULL_DAY,
  FULL_DAY,
  [{ from: "09:30", to: "14:00" }],
];

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
export const toHHMM = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "16:30" -> "4:30pm", "09:00" -> "9am". */
function shortTime(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

const rangesText = (ranges: TimeRange[]) =>
  ranges.length === 0
    ? "closed"
    : ranges.map((r) => `${shortTime(r.from)}–${shortTime(r.to)}`).join(", ");

/**
 * The week as people read it, Monday first, days with the same hours joined:
 * ["Monday to Friday: 9:30am–6pm", "Saturday: 9:30am–2pm", "Sunday: closed"].
 */
export function hoursLines(weekly: WeeklyHours): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const lines: { first: number; last: number; text: string }[] = [];
  for (const day of order) {
    const text = rangesText(weekly[day] ?? []);
    const previous = lines.at(-1);
    if (
      previous &&
      previous.text === text &&
      order.indexOf(day) === order.indexOf(previous.last) + 1
    )
      previous.last = day;
    else lines.push({ first: day, last: day, text });
  }
  return lines.map(({ first, last, text }) => {
    const days =
      first === last
        ? WEEKDAYS[first]
        : order.indexOf(last) === order.indexOf(first) + 1
          ? `${WEEKDAYS[first]} and ${WEEKDAYS[last]}`
          : `${WEEKDAYS[first]} to ${WEEKDAYS[last]}`;
    return `${days}: ${text}`;
  });
}

/** schema.org's openingHoursSpecification: one entry per interval, days with the same hours joined. */
export function openingHoursSpecification(weekly: WeeklyHours) {
  const byHours = new Map<string, { days: string[]; ranges: TimeRange[] }>();
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const ranges = weekly[day] ?? [];
    if (!ranges.length) continue;
    const key = JSON.stringify(ranges);
    const entry = byHours.get(key) ?? { days: [], ranges };
    entry.days.push(WEEKDAYS[day]!);
    byHours.set(key, entry);
  }
  return [...byHours.values()].flatMap(({ days, ranges }) =>
    ranges.map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.length === 1 ? days[0] : days,
      opens: range.from,
      closes: range.to,
    })),
  );
}
