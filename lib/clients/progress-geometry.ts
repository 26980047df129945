/** A client's weight and BMI over time as SVG geometry and text, free of React so it can be tested. */

export type Measurement = { date: string /* YYYY-MM-DD */; weightKg: number; bmi?: number };

export type ChartPoint = { x: number; y: number; date: string; value: number };
export type AxisTick = { value: number; y: number; label: string };
export type DateTick = {
  date: string;
  x: number;
  label: string;
  anchor: "start" | "middle" | "end";
};
export type Plot = { left: number; right: number; top: number; bottom: number };

export type ProgressSummary = {
  first: Measurement;
  latest: Measurement;
  /** Latest minus first, to 0.1 kg: negative for a loss. */
  changeKg: number;
  /** Between the first and latest measurements that have a BMI; undefined when none has. */
  changeBmi?: number;
  days: number;
};

export type ProgressChart = {
  width: number;
  height: number;
  plot: Plot;
  weight: ChartPoint[];
  /** Empty unless at least two measurements have a BMI. */
  bmi: ChartPoint[];
  kgTicks: AxisTick[];
  bmiTicks: AxisTick[];
  dateTicks: DateTick[];
  goalY?: number;
  summary?: ProgressSummary;
};

/** The labels' size in SVG units; the component draws with the same size. */
export const CHART_FONT_SIZE = 14;
const NARROW_WIDTH = 480;
const DAY_MS = 86_400_000;

const round1 = (value: number) => {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
  return rounded === 0 ? 0 : rounded; // no "-0"
};
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const dayOf = (date: string) => utcDate(date).getTime() / DAY_MS;
const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", ...options });
const dayMonth = utc({ day: "numeric", month: "short" });
const monthYear = utc({ month: "short", year: "numeric" });
const longDate = utc({ day: "numeric", month: "long", year: "numeric" });
const hasBmiValue = (m: Measurement): m is Required<Measurement> => Number.isFinite(m.bmi);
const numberText = (value: number) => String(round1(value));

/**
 * 4 to 6 round ticks covering min..max with some room on either side, so no point sits on the
 * plot's edge. A span narrower than minSpan is widened around its middle (a flat series).
 */
export function niceTicks(min: number, max: number, minSpan: number, steps: number[]): number[] {
  const middle = (min + max) / 2;
  const low = Math.min(min, middle - minSpan / 2);
  const high = Math.max(max, middle + minSpan / 2);
  const pad = (high - low) * 0.05;
  for (const step of steps) {
    let from = Math.floor((low - pad) / step);
    let to = Math.ceil((high + pad) / step);
    if (to - from > 5 && step !== steps.at(-1)) continue;
    while (to - from < 3) {
      if ((to - from) % 2 === 0) to += 1;
      else from -= 1;
    }
    return Array.from({ length: to - from + 1 }, (_, i) => round1((from + i) * step));
  }
  return [];
}

const KG_STEPS = [1, 2, 5, 10, 20, 50, 100];
const BMI_STEPS = [0.5, 1, 2, 5, 10];

/** Dates under the x axis: the first and the last, and a few evenly spaced between them. */
function dateTicks(first: number, last: number, x: (day: number) => number, width: number) {
  const longSpan = last - first > 365;
  const dateTick = (day: number, anchor: DateTick["anchor"]): DateTick => {
    const date = new Date(day * DAY_MS);
    const label = (longSpan ? monthYear : dayMonth).format(date);
    return { date: date.toISOString().slice(0, 10), x: x(day), label, anchor };
  };
  if (first === last) return [dateTick(first, "middle")];
  const most = width < NARROW_WIDTH ? 4 : 6;
  const between = Array.from({ length: most - 2 }, (_, i) =>
    dateTick(Math.round(first + ((last - first) * (i + 1)) / (most - 1)), "middle"),
  );
  // A generous guess at a label's width: system-ui letters and digits average under 0.6 em.
  const extent = (tick: DateTick) => {
    const labelWidth = tick.label.length * CHART_FONT_SIZE * 0.6;
    const start = tick.anchor === "start" ? 0 : tick.anchor === "end" ? labelWidth : labelWidth / 2;
    return [tick.x - start, tick.x - start + labelWidth] as const;
  };
  const gap = CHART_FONT_SIZE / 2;
  const lastTick = dateTick(last, "end");
  const kept = [dateTick(first, "start")];
  for (const middle of between) {
    const fitsBefore = extent(kept.at(-1)!)[1] + gap <= extent(middle)[0];
    const fitsAfter = extent(middle)[1] + gap <= extent(lastTick)[0];
    const repeats = middle.label === kept.at(-1)!.label || middle.label === lastTick.label;
    if (fitsBefore && fitsAfter && !repeats) kept.push(middle);
  }
  return [...kept, lastTick];
}

function summarise(sorted: Measurement[]): ProgressSummary {
  const first = sorted[0]!;
  const latest = sorted.at(-1)!;
  const withBmi = sorted.filter(hasBmiValue);
  const bmiFirst = withBmi[0]?.bmi;
  const bmiLatest = withBmi.at(-1)?.bmi;
  return {
    first,
    latest,
    changeKg: round1(latest.weightKg - first.weightKg),
    changeBmi:
      bmiFirst === undefined || bmiLatest === undefined ? undefined : round1(bmiLatest - bmiFirst),
    days: Math.round(dayOf(latest.date) - dayOf(first.date)),
  };
}

/** Everything the progress chart's SVG draws, in the units of a `0 0 width height` viewBox. */
export function progressChart(
  measurements: Measurement[],
  { goalKg, width, height }: { goalKg?: number; width: number; height: number },
): ProgressChart {
  const sorted = measurements
    .filter((m) => Number.isFinite(dayOf(m.date)) && Number.isFinite(m.weightKg))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const withBmi = sorted.filter(hasBmiValue);
  const hasBmi = withBmi.length >= 2;
  const plot: Plot = {
    left: 48,
    right: width - (hasBmi ? 48 : 16),
    top: 28,
    bottom: height - 32,
  };
  const empty = {
    width,
    height,
    plot,
    weight: [],
    bmi: [],
    kgTicks: [],
    bmiTicks: [],
    dateTicks: [],
  };
  if (sorted.length === 0) return empty;

  const days = sorted.map((m) => dayOf(m.date));
  const firstDay = days[0]!;
  const span = days.at(-1)! - firstDay;
  const x = (day: number) =>
    round1(
      span === 0
        ? (plot.left + plot.right) / 2
        : plot.left + ((day - firstDay) / span) * (plot.right - plot.left),
    );
  const scale = (ticks: number[]) => {
    const low = ticks[0]!;
    const high = ticks.at(-1)!;
    return (value: number) =>
      round1(plot.bottom - ((value - low) / (high - low)) * (plot.bottom - plot.top));
  };

  const weights = sorted.map((m) => m.weightKg);
  const kgValues = niceTicks(
    Math.min(...weights, goalKg ?? Infinity),
    Math.max(...weights, goalKg ?? -Infinity),
    2,
    KG_STEPS,
  );
  const kgY = scale(kgValues);
  const bmis = withBmi.map((m) => m.bmi);
  const bmiValues = hasBmi ? niceTicks(Math.min(...bmis), Math.max(...bmis), 1, BMI_STEPS) : [];
  const bmiY = scale(bmiValues);

  return {
    ...empty,
    weight: sorted.map((m, i) => ({
      x: x(days[i]!),
      y: kgY(m.weightKg),
      date: m.date,
      value: m.weightKg,
    })),
    bmi: hasBmi
      ? withBmi.map((m) => ({ x: x(dayOf(m.date)), y: bmiY(m.bmi), date: m.date, value: m.bmi }))
      : [],
    kgTicks: kgValues.map((value) => ({ value, y: kgY(value), label: numberText(value) })),
    bmiTicks: bmiValues.map((value) => ({ value, y: bmiY(value), label: numberText(value) })),
    dateTicks: dateTicks(firstDay, firstDay + span, x, width),
    goalY: goalKg === undefined ? undefined : kgY(goalKg),
    summary: summarise(sorted),
  };
}

/** "3 March 2026": a YYYY-MM-DD date in words, without any time-zone shift. */
export const formatLongDate = (date: string) => longDate.format(utcDate(date));

/** "From 72.5 kg on 3 March 2026 to 68.1 kg on 20 May 2026: 4.4 kg less in 78 days. Goal 65 kg." */
export function describeProgress(summary: ProgressSummary, goalKg?: number): string {
  const { first, latest, changeKg, days } = summary;
  const at = (m: Measurement) => `${numberText(m.weightKg)} kg on ${formatLongDate(m.date)}`;
  const change =
    changeKg === 0
      ? "no change"
      : `${numberText(Math.abs(changeKg))} kg ${changeKg < 0 ? "less" : "more"}`;
  const text =
    first === latest
      ? `One measurement: ${at(first)}.`
      : `From ${at(first)} to ${at(latest)}: ${change} in ${days} ${days === 1 ? "day" : "days"}.`;
  return goalKg === undefined ? text : `${text} Goal ${numberText(goalKg)} kg.`;
}
