import { useId } from "react";
import {
  BAR_FONT_SIZE,
  barChart,
  type BarChart as Chart,
  type BarDatum,
} from "@/lib/reports/bar-scale";
import { SvgChart } from "../ui/svg-chart";

/** One stacked series: its name in the legend and its bars' colour (3:1 or more on white). */
export type BarSeries = { label: string; className: string };

type Props = {
  /** the chart's accessible name; `summary` says in words what it shows */
  title: string;
  summary: string;
  data: BarDatum[];
  series: BarSeries[];
  tickLabel?: (value: number) => string;
  /** room for the axis' labels, SVG units */
  axisWidth?: number;
};

/** A server-drawn bar chart; the numbers themselves are in the table beside it. */
export function BarChart({ title, summary, data, series, tickLabel, axisWidth }: Props) {
  const id = useId();
  const size = { tickLabel, left: axisWidth };
  // A viewBox of its own for phones, so the labels keep their size when the chart shrinks.
  const narrow = barChart(data, { width: 360, height: 240, ...size });
  const wide = barChart(data, { width: 640, height: 280, ...size });
  const svg = { title, summary, series };
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
                <rect width={12} height={12} className={s.className} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <ChartSvg chart={narrow} id={`${id}n`} className="max-w-lg sm:hidden" {...svg} />
      <ChartSvg chart={wide} id={`${id}w`} className="hidden max-w-3xl sm:block" {...svg} />
      <figcaption className="mt-3 text-slate-800">{summary}</figcaption>
    </figure>
  );
}

type ChartSvgProps = {
  chart: Chart;
  id: string;
  className: string;
  title: string;
  summary: string;
  series: BarSeries[];
};

function ChartSvg({ chart, id, className, title, summary, series }: ChartSvgProps) {
  const { width, height, plot } = chart;
  return (
    <SvgChart
      id={id}
      width={width}
      height={height}
      fontSize={BAR_FONT_SIZE}
      className={className}
      title={title}
      summary={summary}
    >
      <g className="fill-slate-600">
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? "stroke-slate-400" : "stroke-slate-200"}
            />
            <text x={plot.left - 8} y={tick.y} dy="0.35em" textAnchor="end">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) =>
          bar.labelShown ? (
            <text key={bar.label} x={bar.middle} y={plot.bottom + 20} textAnchor="middle">
              {bar.label}
            </text>
          ) : null,
        )}
      </g>
      {chart.bars.map((bar) => (
        <g key={bar.label}>
          {bar.segments.map((segment) => (
            <rect
              key={segment.series}
              x={bar.x}
              y={segment.y}
              width={bar.width}
              height={segment.height}
              className={`stroke-white ${series[segment.series]?.className ?? ""}`}
            />
          ))}
        </g>
      ))}
    </SvgChart>
  );
}
