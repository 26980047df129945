import type { LeadStatus } from "@/lib/submissions/submission-status";
import { DataTable, type Column } from "../admin/data-table";
import { statusColumn } from "./status-column";
import { createdColumn, emailColumn, nameColumn } from "../admin/person-columns";

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
    nameColumn((r) => `/admin-contacts/${r._id}`),
    emailColumn(),
    { header: "Subject", cell: (r) => r.subject, className: "min-w-40" },
    { header: "Message", cell: (r) => r.message, className: "min-w-64 whitespace-pre-line" },
    statusColumn("contacts"),
    createdColumn("Date/Time", timeZone),
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
