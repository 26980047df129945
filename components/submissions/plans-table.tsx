import type { PlanPayment } from "@/lib/payments/payment-schema";
import type { LeadStatus } from "@/lib/submissions/submission-status";
import { DataTable, type Column } from "../admin/data-table";
import { statusColumn } from "./status-column";
import { formatInr } from "../admin/display-format";
import { createdColumn, emailColumn, nameColumn, phoneColumn } from "../admin/person-columns";
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
    nameColumn((r) => `/admin-plan/${r._id}`),
    emailColumn("omit"),
    phoneColumn(),
    { header: "Plan", cell: (r) => r.plan, className: "whitespace-nowrap" },
    { header: "Duration", cell: (r) => r.duration, className: "whitespace-nowrap" },
    { header: "Price", cell: (r) => formatInr(r.price), className: "whitespace-nowrap" },
    statusColumn("plans"),
    ...(showPayment
      ? [
          {
            header: "Payment",
            cell: (r: PlanRow) => <PaymentBadge status={r.payment.status} />,
          },
        ]
      : []),
    createdColumn("Date/Time", timeZone),
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
