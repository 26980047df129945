import Link from "next/link";
import type { DeletionRequestItem, ErasureItem } from "@/lib/privacy/people-schema";
import { DataTable } from "../admin/data-table";
import { formatDateTime } from "../admin/display-format";
import { hrefWith } from "../admin/list-params";

export function DeletionRequestsTable({
  rows,
  timeZone,
  path,
}: {
  rows: DeletionRequestItem[];
  timeZone: string;
  path: string;
}) {
  return (
    <DataTable
      caption="Open deletion requests, oldest first"
      rows={rows}
      rowKey={(r) => r._id}
      empty="No open deletion requests."
      columns={[
        { header: "Address", cell: (r) => r.email, className: "font-medium", card: "title" },
        {
          header: "Received",
          cell: (r) => formatDateTime(r.createdAt, timeZone),
          className: "whitespace-nowrap",
        },
        {
          header: "Action",
          cell: (r) => (
            <Link
              href={hrefWith(path, { email: r.email, request: r._id })}
              aria-label={`Find records of ${r.email}`}
              className="font-semibold text-brand-800 underline"
            >
              Find records
            </Link>
          ),
          card: "action",
        },
      ]}
    />
  );
}

const ASKED_BY: Record<ErasureItem["by"], string> = {
  owner: "You",
  "deletion-request": "Deletion request",
  retention: "Retention period",
};

export function ErasureLog({ rows, timeZone }: { rows: ErasureItem[]; timeZone: string }) {
  return (
    <DataTable
      caption="Erasures, newest first: counts only, no personal data"
      rows={rows}
      rowKey={(r) => r._id}
      empty="Nothing has been erased yet."
      columns={[
        {
          header: "Date/Time",
          cell: (r) => formatDateTime(r.createdAt, timeZone),
          className: "whitespace-nowrap",
        },
        { header: "Asked by", cell: (r) => ASKED_BY[r.by] },
        { header: "Plan requests", cell: (r) => r.counts.plans },
        { header: "Appointments", cell: (r) => r.counts.appointments },
        { header: "Messages", cell: (r) => r.counts.contacts },
        { header: "Emails", cell: (r) => r.counts.outbox },
        { header: "Deletion requests", cell: (r) => r.counts.deletionRequests },
        { header: "Intake forms", cell: (r) => r.counts.intakes },
        { header: "Client records", cell: (r) => r.counts.clients },
        { header: "Measurements", cell: (r) => r.counts.measurements },
        { header: "Programmes", cell: (r) => r.counts.programmes },
        { header: "Diet charts", cell: (r) => r.counts.dietCharts },
        { header: "Client messages", cell: (r) => r.counts.clientMessages },
        { header: "Progress photos", cell: (r) => r.counts.progressPhotos },
      ]}
    />
  );
}
