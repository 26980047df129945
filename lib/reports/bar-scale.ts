/**
 * A bar chart's geometry (the reports' charts): one bar per category, its values stacked from the
 * bottom, on a scale from zero with round ticks. Free of React so it can be tested; the component
 * (components/reports/bar-chart.tsx) only draws what this returns.
 */

export type BarDatum = { label: string; values: readonly number[] };
export type BarSegment = { series: number; value: number; y: number; height: number };
export type Bar = {
  label: string;
  total: number;
  /** the bar's left edge and width, and its middle (where its label goes) */
  x: number;
  width: number;
  middle: number;
  /** bottom first; segments of 0 left out */
  segments: BarSegment[];
  /** false when the label would overlap its neighbour's (a phone's width): the table has them all */
  labelShown: boolean;
};
export type Tick = { value: number; y: number; label: string };
export type Plot = { left: number; right: number; top: number; bottom: number };
export type BarChart = { width: number; height: number; plot: Plot; bars: Bar[]; ticks: Tick[] };

/** The labels' size in SVG units; the component draws with the same size. */
export const BAR_FONT_SIZE = 14;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten, 5 at most above 0. */
export function zeroBasedTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  for (let power = 1; ; power *= 10) {
    for (const step of [1, 2, 5].map((m) => m * power)) {
      const count = Math.ceil(max / step);
      if (count <= 5) return Array.from({ length: count + 1 }, (_, i) => i * step);
    }
  }
}

/** A generous guess at a label's width: system-ui letters and digits average under 0.6 em. */
const labelWidth = (label: string) => label.length * BAR_FONT_SIZE * 0.6;

export function barChart(
  data: readonly BarDatum[],
  {
    width,
    height,
    tickLabel = String,
    left = 48,
  }: { width: number; height: number; tickLabel?: (value: number) => string; left?: number },
): BarChart {
  const plot: Plot = { left, right: width - 8, top: 12, bottom: height - 28 };
  const totals = data.map((d) => d.values.reduce((sum, v) => sum + Math.max(0, v), 0));
  const tickValues = zeroBasedTicks(Math.max(0, ...totals));
  const top = tickValues.at(-1)!;
  const y = (value: number) => round1(plot.bottom - (value / top) * (plot.bottom - plot.top));
  const slot = data.length === 0 ? 0 : (plot.right - plot.left) / data.length;
  const widest = Math.max(0, ...data.map((d) => labelWidth(d.label)));
  // every label, or every second, third ... so that none touches the next one shown
  const every = slot === 0 ? 1 : Math.max(1, Math.ceil((widest + BAR_FONT_SIZE / 2) / slot));
  const bars = data.map((datum, index): Bar => {
    let base = 0;
    const segments: BarSegment[] = [];
    datum.values.forEach((value, series) => {
      if (!(value > 0)) return;
      const from = y(base);
      base += value;
      const to = y(base);
      segments.push({ series, value, y: to, height: round1(from - to) });
    });
    const barWidth = round1(Math.min(slot * 0.64, 64));
    const middle = round1(plot.left + slot * (index + 0.5));
    return {
      label: datum.label,
      total: totals[index]!,
      x: round1(middle - barWidth / 2),
      width: barWidth,
      middle,
      segments,
      labelShown: index % every === 0,
    };
  });
  return {
    width,
    height,
    plot,
    bars,
    ticks: tickValues.map((value) => ({ value, y: y(value), label: tickLabel(value) })),
  };
}
