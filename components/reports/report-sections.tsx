import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import { formatInr } from "@/components/admin/display-format";
import { monthLabel, monthShortLabel } from "@/lib/reports/periods";
import type {
  AppointmentMonth,
  ConversionMonth,
  PracticeReport,
  ReceiptMonth,
} from "@/lib/reports/report";
import { BarChart } from "./bar-chart";

const count = new Intl.NumberFormat("en-IN");
const compactInr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;
const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);
const NUMBER = "tabular-nums text-right";

function Section(props: { id: string; title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <h2 id={props.id} className="text-xl font-semibold text-slate-900">
        {props.title}
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {props.chart}
        {props.table}
      </div>
    </section>
  );
}

export function ReceiptsSection({
  fy,
  receipts,
}: {
  fy: string;
  receipts: PracticeReport["receipts"];
}) {
  const best = receipts.byMonth.reduce((a, b) => (b.total > a.total ? b : a));
  const summary =
    receipts.count === 0
      ? `No receipts in ${fy}.`
      : `${formatInr(receipts.total)} from ${plural(receipts.count, "receipt", "receipts")} in ${fy}. Highest month: ${monthLabel(best.month)}, ${formatInr(best.total)}.`;
  const whole: ReceiptMonth = { month: "", total: receipts.total, count: receipts.count };
  const columns: Column<ReceiptMonth>[] = [
    {
      header: "Month",
      cell: (m) => (m === whole ? "Whole year" : monthLabel(m.month)),
      className: "whitespace-nowrap",
      card: "title",
    },
    { header: "Receipts", cell: (m) => count.format(m.count), className: NUMBER },
    { header: "Total", cell: (m) => formatInr(m.total), className: NUMBER },
  ];
  return (
    <Section
      id="receipts-heading"
      title="Receipts by month"
      chart={
        <BarChart
          title={`Receipts by month, ${fy}, in rupees`}
          summary={summary}
          data={receipts.byMonth.map((m) => ({
            label: monthShortLabel(m.month),
            values: [m.total],
          }))}
          series={[{ label: "Total", className: "fill-brand-700" }]}
          tickLabel={(v) => compactInr.format(v)}
          axisWidth={60}
        />
      }
      table={
        <DataTable
          caption={`Receipts by month, ${fy}`}
          columns={columns}
          rows={[...receipts.byMonth, whole]}
          rowKey={(m) => m.month || "year"}
          empty="No receipts."
        />
      }
    />
  );
}

export function ConversionSection({
  fy,
  conversion,
}: {
  fy: string;
  conversion: PracticeReport["conversion"];
}) {
  const summary =
    conversion.requests === 0
      ? `No plan requests in ${fy}.`
      : `${plural(conversion.requests, "plan request", "plan requests")} in ${fy}, ${count.format(conversion.paid)} of them paid (${percent(conversion.rate)}).`;
  const whole: ConversionMonth = {
    month: "",
    requests: conversion.requests,
    paid: conversion.paid,
  };
  const columns: Column<ConversionMonth>[] = [
    {
      header: "Month",
      cell: (m) => (m === whole ? "Whole year" : monthLabel(m.month)),
      className: "whitespace-nowrap",
      card: "title",
    },
    { header: "Requests", cell: (m) => count.format(m.requests), className: NUMBER },
    { header: "Paid", cell: (m) => count.format(m.paid), className: NUMBER },
    {
      header: "Paid share",
      cell: (m) => percent(m.requests === 0 ? null : m.paid / m.requests),
      className: NUMBER,
    },
  ];
  return (
    <Section
      id="conversion-heading"
      title="Plan requests and payment"
      chart={
        <BarChart
          title={`Plan requests by month, ${fy}, paid and not paid`}
          summary={summary}
          data={conversion.byMonth.map((m) => ({
            label: monthShortLabel(m.month),
            values: [m.paid, m.requests - m.paid],
          }))}
          series={[
            { label: "Paid", className: "fill-brand-700" },
            { label: "Not paid", className: "fill-amber-600" },
          ]}
        />
      }
      table={
        <DataTable
          caption={`Plan requests and payment by month, ${fy}`}
          columns={columns}
          rows={[...conversion.byMonth, whole]}
          rowKey={(m) => m.month || "year"}
          empty="No plan requests."
        />
      }
    />
  );
}

export function AppointmentsSection({
  fy,
  appointments,
}: {
  fy: string;
  appointments: PracticeReport["appointments"];
}) {
  const { completed, noShow, cancelled } = appointments;
  const summary = `In ${fy}: ${count.format(completed)} completed, ${plural(noShow, "no-show", "no-shows")}, ${count.format(cancelled)} cancelled.`;
  const whole: AppointmentMonth = { month: "", completed, noShow, cancelled };
  const columns: Column<AppointmentMonth>[] = [
    {
      header: "Month",
      cell: (m) => (m === whole ? "Whole year" : monthLabel(m.month)),
      className: "whitespace-nowrap",
      card: "title",
    },
    { header: "Completed", cell: (m) => count.format(m.completed), className: NUMBER },
    { header: "No-show", cell: (m) => count.format(m.noShow), className: NUMBER },
    { header: "Cancelled", cell: (m) => count.format(m.cancelled), className: NUMBER },
  ];
  return (
    <Section
      id="appointments-heading"
      title="Appointments by month"
      chart={
        <BarChart
          title={`Appointments by month, ${fy}: completed, no-show, cancelled`}
          summary={summary}
          data={appointments.byMonth.map((m) => ({
            label: monthShortLabel(m.month),
            values: [m.completed, m.noShow, m.cancelled],
          }))}
          series={[
            { label: "Completed", className: "fill-brand-700" },
            { label: "No-show", className: "fill-amber-600" },
            { label: "Cancelled", className: "fill-slate-500" },
          ]}
        />
      }
      table={
        <DataTable
          caption={`Appointments by month, ${fy}`}
          columns={columns}
          rows={[...appointments.byMonth, whole]}
          rowKey={(m) => m.month || "year"}
          empty="No appointments."
        />
      }
    />
  );
}

type ProgrammeRow = { label: string; short: string; value: number };

export function ProgrammesSection({
  fy,
  programmes,
  renewalDays,
}: {
  fy: string;
  programmes: PracticeReport["programmes"];
  renewalDays: number;
}) {
  const rows: ProgrammeRow[] = [
    { label: "Active today", short: "Active", value: programmes.active },
    {
      label: `Renewal due (last ${plural(renewalDays, "day", "days")})`,
      short: "Due",
      value: programmes.renewalsDue,
    },
    { label: `Renewed in ${fy}`, short: "Renewed", value: programmes.renewed },
  ];
  const summary = `${plural(programmes.active, "programme", "programmes")} running today, ${count.format(programmes.renewalsDue)} of them due for renewal; ${plural(programmes.renewed, "renewal", "renewals")} begun in ${fy}.`;
  return (
    <Section
      id="programmes-heading"
      title="Programmes"
      chart={
        <BarChart
          title={`Programmes: active today, renewals due, renewed in ${fy}`}
          summary={summary}
          data={rows.map((r) => ({ label: r.short, values: [r.value] }))}
          series={[{ label: "Programmes", className: "fill-sky-700" }]}
        />
      }
      table={
        <DataTable
          caption="Programme numbers"
          columns={[
            { header: "Programmes", cell: (r) => r.label },
            { header: "Number", cell: (r) => count.format(r.value), className: NUMBER },
          ]}
          rows={rows}
          rowKey={(r) => r.short}
          empty="No programmes."
        />
      }
    />
  );
}
