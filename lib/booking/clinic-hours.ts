/**
 * The practice's hours, in India Standard Time: the defaults (spec §9) until the owner sets her
 * own in the admin (stored, lib/booking/data/consultations.ts), and how they read on the site.
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
  const byHours = new Map<string, { days: (typeof WEEKDAYS)[number][]; ranges: TimeRange[] }>();
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
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: days.length === 1 ? days[0] : days,
      opens: range.from,
      closes: range.to,
    })),
  );
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const LUNCH = { from: toMinutes("13:00"), to: toMinutes("14:00") };
/** The latest an interval can end on a 5-minute mark (HH:mm has no 24:00). */
const LAST_MINUTE = 23 * 60 + 55;

/**
 * A day's intervals with one more break, as the admin's "Add a break" offers it: the interval
 * that spans 1 to 2 pm loses that hour; else the longest interval of 90 minutes or more loses
 * half an hour in its middle; else an hour's interval is added an hour after the last. The same
 * intervals when none of these fits (the owner then types her own).
 */
export function addBreak(ranges: TimeRange[]): TimeRange[] {
  if (!ranges.every((r) => HHMM.test(r.from) && HHMM.test(r.to))) return ranges;
  const spans = ranges.map((r) => ({ start: toMinutes(r.from), end: toMinutes(r.to) }));
  const split = (i: number, from: number, to: number) => [
    ...ranges.slice(0, i),
    { from: ranges[i]!.from, to: toHHMM(from) },
    { from: toHHMM(to), to: ranges[i]!.to },
    ...ranges.slice(i + 1),
  ];
  const lunch = spans.findIndex((s) => s.start < LUNCH.from && s.end > LUNCH.to);
  if (lunch >= 0) return split(lunch, LUNCH.from, LUNCH.to);
  const lengths = spans.map((s) => s.end - s.start);
  const longest = lengths.indexOf(Math.max(...lengths));
  const span = spans[longest];
  if (span && span.end - span.start >= 90) {
    const from = span.start + Math.round((span.end - span.start - 30) / 10) * 5;
    return split(longest, from, from + 30);
  }
  const start = (spans.at(-1)?.end ?? toMinutes("08:30")) + 60;
  if (start + 60 > LAST_MINUTE) return ranges;
  return [...ranges, { from: toHHMM(start), to: toHHMM(start + 60) }];
}
