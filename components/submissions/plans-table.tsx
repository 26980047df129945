import type { PlanPayment } from "@/lib/payments/payment-schema";
import type { LeadStatus } from "@/lib/submissions/submission-status";
import { DataTable, type Column } from "../admin/data-table";
import { NameLink, StatusCell } from "./follow-up-cells";
import { formatDateTime, formatInr } from "../admin/display-format";
import { PaymentBadge } from "../payments/payment-badge";

export type PlanRow = {
  _id: unknown;
  name: string;
  email: string;
  phone: string;
  plan: string;
  duration: string;
  price: number;
  status: LeadStatus;
  payment: PlanPayment;
  unread: boolean;
  createdAt: Date | string;
};

export function PlansTable({
  rows,
  timeZone,
  showPayment,
}: {
  rows: PlanRow[];
  timeZone: string;
  /** the payment column, when the practice takes UPI */
  showPayment: boolean;
}) {
  const columns: Column<PlanRow>[] = [
    {
      header: "Name",
      cell: (r) => <NameLink href={`/admin-plan/${r._id}`} name={r.name} />,
      className: "min-w-36 font-medium",
      card: "title",
    },
    {
      header: "Email",
      cell: (r) => (
        <a href={`mailto:${r.email}`} className="text-brand-800 underline">
          {r.email}
        </a>
      ),
      card: "omit",
    },
    {
      header: "Phone",
      cell: (r) => (
        <a
          href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}
          className="whitespace-nowrap text-brand-800 underline"
        >
          {r.phone}
        </a>
      ),
    },
    { header: "Plan", cell: (r) => r.plan, className: "whitespace-nowrap" },
    { header: "Duration", cell: (r) => r.duration, className: "whitespace-nowrap" },
    { header: "Price", cell: (r) => formatInr(r.price), className: "whitespace-nowrap" },
    {
      header: "Status",
      cell: (r) => <StatusCell kind="plans" row={r} />,
      className: "min-w-44",
      card: "action",
    },
    ...(showPayment
      ? [
          {
            header: "Payment",
            cell: (r: PlanRow) => <PaymentBadge status={r.payment.status} />,
          },
        ]
      : []),
    {
      header: "Date/Time",
      cell: (r) => formatDateTime(r.createdAt, timeZone),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      caption="Plan submissions, newest first"
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r._id)}
      empty="No plan submissions match."
    />
  );
}
