import type { LeadStatus } from "@/lib/submissions/submission-status";
import { DataTable, type Column } from "../admin/data-table";
import { NameLink, StatusCell } from "./follow-up-cells";
import { formatDateTime } from "../admin/display-format";

export type ContactRow = {
  _id: unknown;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: LeadStatus;
  unread: boolean;
  createdAt: Date | string;
};

export function ContactsTable({ rows, timeZone }: { rows: ContactRow[]; timeZone: string }) {
  const columns: Column<ContactRow>[] = [
    {
      header: "Name",
      cell: (r) => <NameLink href={`/admin-contacts/${r._id}`} name={r.name} />,
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
    },
    { header: "Subject", cell: (r) => r.subject, className: "min-w-40" },
    { header: "Message", cell: (r) => r.message, className: "min-w-64 whitespace-pre-line" },
    {
      header: "Status",
      cell: (r) => <StatusCell kind="contacts" row={r} />,
      className: "min-w-44",
      card: "action",
    },
    {
      header: "Date/Time",
      cell: (r) => formatDateTime(r.createdAt, timeZone),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      caption="Contact messages, newest first"
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r._id)}
      empty="No contact messages match."
    />
  );
}
