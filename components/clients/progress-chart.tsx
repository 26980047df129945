import { useId, type ReactNode } from "react";
import {
  CHART_FONT_SIZE,
  describeProgress,
  progressChart,
  type ChartPoint,
  type Measurement,
  type ProgressChart as Chart,
} from "@/lib/clients/progress-geometry";
import { DataTable, type Column } from "../admin/data-table";
import { formatCalendarDate } from "../admin/display-format";
import { SvgChart } from "../ui/svg-chart";

type Logged = Measurement & { loggedBy?: "client" };
type Props = {
  measurements: Logged[];
  goalKg?: number;
  name: string;
  /** a column saying who logged each: the client in her app, or the owner at a visit */
  loggedBy?: { client: string; owner: string };
};

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const decimal = new Intl.NumberFormat("en-IN", oneDecimal);
const kg = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat("en-IN", { ...oneDecimal, signDisplay: "exceptZero" });
const polyline = (points: ChartPoint[]) => points.map(({ x, y }) => `${x},${y}`).join(" ");
// Told apart by dashes and markers as well as by colour; each colour has 4.5:1 or more on white.
const WEIGHT_LINE = "fill-none stroke-brand-700 stroke-[2.5]";
const BMI_LINE = "fill-none stroke-sky-700 stroke-2 [stroke-dasharray:6_4]";
const GOAL_LINE = "stroke-amber-700 stroke-2 [stroke-dasharray:12_6]";
const dot = (x: number, y: number, key?: number) => (
  <circle key={key} cx={x} cy={y} r={4.5} className="fill-brand-700 stroke-white stroke-[1.5]" />
);
const square = (x: number, y: number, key?: number) => (
  <rect
    key={key}
    x={x - 3.5}
    y={y - 3.5}
    width={7}
    height={7}
    className="fill-white stroke-sky-700 stroke-2"
  />
);
// Labels drawn over the lines get a white outline so they stay readable.
// the halo's paint order is an SVG attribute below: as CSS it broke the stylesheet's validation
const HALO = "stroke-white stroke-4";

/** A client's weight (and BMI) over time: a server-drawn chart, with its numbers in a table. */
export function ProgressChart({ measurements, goalKg, name, loggedBy }: Props) {
  const id = useId();
  // A viewBox of its own for phones, so the labels keep their size when the chart shrinks.
  const wide = progressChart(measurements, { goalKg, width: 640, height: 300 });
  if (!wide.summary) return <p className="text-slate-700">No measurements yet.</p>;
  const narrow = progressChart(measurements, { goalKg, width: 360, height: 280 });
  const first = wide.summary.first.weightKg;
  const summary = describeProgress(wide.summary, goalKg);
  const goal = goalKg === undefined ? undefined : `Goal ${kg.format(goalKg)} kg`;
  const svg = { title: `Weight of ${name} over time`, summary, goal };
  const columns: Column<Logged>[] = [
    {
      header: "Date",
      cell: (m) => formatCalendarDate(m.date),
      className: "whitespace-nowrap",
      card: "title",
    },
    { header: "Weight (kg)", cell: (m) => decimal.format(m.weightKg), className: "tabular-nums" },
    {
      header: "BMI",
      cell: (m) => (m.bmi === undefined ? "—" : decimal.format(m.bmi)),
      className: "tabular-nums",
    },
    {
      header: "Change since first (kg)",
      cell: (m) => signed.format(m.weightKg - first),
      className: "tabular-nums",
    },
    ...(loggedBy
      ? [{ header: "Logged by", cell: (m: Logged) => loggedBy[m.loggedBy ?? "owner"] }]
      : []),
  ];
  const newestFirst = [...measurements].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <figure className="rounded-lg border border-slate-200 bg-white p-4">
        <Legend bmi={wide.bmi.length > 0} goal={goal} />
        <ChartSvg chart={narrow} id={`${id}n`} className="max-w-lg sm:hidden" {...svg} />
        <ChartSvg chart={wide} id={`${id}w`} className="hidden max-w-3xl sm:block" {...svg} />
        <figcaption className="mt-3 text-slate-800">{summary}</figcaption>
      </figure>
      <DataTable
        caption="Measurements"
        columns={columns}
        rows={newestFirst}
        rowKey={(m) => `${m.date}-${newestFirst.indexOf(m)}`}
        empty="No measurements yet."
      />
    </div>
  );
}

type ChartSvgProps = {
  chart: Chart;
  id: string;
  className: string;
  title: string;
  summary: string;
  goal?: string;
};

function ChartSvg({ chart, id, className, title, summary, goal }: ChartSvgProps) {
  const { width, height, plot, goalY } = chart;
  const hline = (y: number, lineClass: string) => (
    <line x1={plot.left} x2={plot.right} y1={y} y2={y} className={lineClass} />
  );
  return (
    <SvgChart
      id={id}
      width={width}
      height={height}
      fontSize={CHART_FONT_SIZE}
      className={className}
      title={title}
      summary={summary}
    >
      <g className="fill-slate-600">
        <text x={plot.left - 8} y={plot.top - 16} textAnchor="end">
          kg
        </text>
        {chart.kgTicks.map((tick) => (
          <g key={tick.value}>
            {hline(tick.y, "stroke-slate-200")}
            <text x={plot.left - 8} y={tick.y} dy="0.35em" textAnchor="end">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.dateTicks.map((tick) => (
          <g key={tick.date}>
            <line
              x1={tick.x}
              x2={tick.x}
              y1={plot.bottom}
              y2={plot.bottom + 5}
              className="stroke-slate-400"
            />
            <text x={tick.x} y={plot.bottom + 22} textAnchor={tick.anchor}>
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      {chart.bmi.length > 0 ? (
        <g className="fill-sky-700">
          <text x={plot.right + 8} y={plot.top - 16}>
            BMI
          </text>
          {chart.bmiTicks.map((tick) => (
            <text key={tick.value} x={plot.right + 8} y={tick.y} dy="0.35em">
              {tick.label}
            </text>
          ))}
          <polyline points={polyline(chart.bmi)} className={BMI_LINE} />
          {chart.bmi.map((p, i) => square(p.x, p.y, i))}
        </g>
      ) : null}
      {goalY === undefined || !goal ? null : (
        <g>
          {hline(goalY, GOAL_LINE)}
          <text
            x={plot.left + 6}
            y={goalY - plot.top > 24 ? goalY - 7 : goalY + 19}
            paintOrder="stroke"
            className={`fill-amber-800 ${HALO}`}
          >
            {goal}
          </text>
        </g>
      )}
      <polyline points={polyline(chart.weight)} strokeLinejoin="round" className={WEIGHT_LINE} />
      {chart.weight.map((p, i) => dot(p.x, p.y, i))}
    </SvgChart>
  );
}

function Legend({ bmi, goal }: { bmi: boolean; goal?: string }) {
  const items: [string, string, ReactNode?][] = [["Weight (kg)", WEIGHT_LINE, dot(16, 6)]];
  if (bmi) items.push(["BMI (right axis)", BMI_LINE, square(16, 6)]);
  if (goal) items.push([goal, GOAL_LINE]);
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {items.map(([text, line, marker]) => (
        <li key={text} className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 32 12" className="h-3 w-8">
            <line x1={0} x2={32} y1={6} y2={6} className={line} />
            {marker}
          </svg>
          {text}
        </li>
      ))}
    </ul>
  );
}
