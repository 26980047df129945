import type { PersonRecord, PersonRecords } from "@/lib/privacy/people-schema";
import { DataTable, type Column } from "../admin/data-table";
import { formatDateTime } from "../admin/display-format";

const text = (value: unknown) => (typeof value === "string" ? value : "");

type Group = { key: keyof PersonRecords; title: string; columns: Column<PersonRecord>[] };

function groups(timeZone: string): Group[] {
  const received: Column<PersonRecord> = {
    header: "Received",
    cell: (r) => formatDateTime(r.createdAt, timeZone),
    className: "whitespace-nowrap",
  };
  const who: Column<PersonRecord>[] = [
    { header: "Name", cell: (r) => text(r.name), className: "font-medium" },
    { header: "Email", cell: (r) => text(r.email) },
  ];
  const phone: Column<PersonRecord> = { header: "Phone", cell: (r) => text(r.phone) };
  return [
    {
      key: "plans",
      title: "Plan requests",
      columns: [received, ...who, phone, { header: "Plan", cell: (r) => text(r.plan) }],
    },
    {
      key: "appointments",
      title: "Appointments",
      columns: [
        received,
        ...who,
        phone,
        { header: "Date", cell: (r) => `${text(r.date)} ${text(r.time)}`.trim() },
        { header: "Status", cell: (r) => text(r.status) },
      ],
    },
    {
      key: "contacts",
      title: "Messages",
      columns: [received, ...who, { header: "Subject", cell: (r) => text(r.subject) }],
    },
    {
      key: "mail",
      title: "Emails",
      columns: [
        { ...received, header: "Queued" },
        { header: "To", cell: (r) => text(r.to) },
        { header: "Kind", cell: (r) => text(r.kind) },
        { header: "Subject", cell: (r) => text(r.subject) },
        { header: "Status", cell: (r) => text(r.status) },
      ],
    },
    {
      key: "deletionRequests",
      title: "Deletion requests",
      columns: [received, { header: "Status", cell: (r) => text(r.status) }],
    },
  ];
}

/** A person's records grouped by kind, with the downloads of all of them. */
export function PersonRecordsView({
  records,
  timeZone,
  downloadHref,
}: {
  records: PersonRecords;
  timeZone: string;
  downloadHref: (format: "json" | "csv") => string;
}) {
  const total = Object.values(records).reduce((sum, list) => sum + list.length, 0);
  const link =
    "rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-slate-800">
          {total === 1 ? "1 record found" : `${total} records found`}
        </p>
        <div className="flex gap-2">
          <a href={downloadHref("json")} download className={link}>
            Download JSON
          </a>
          <a href={downloadHref("csv")} download className={link}>
            Download CSV
          </a>
        </div>
      </div>
      {groups(timeZone).map((group) => (
        <section key={group.key} aria-labelledby={`records-${group.key}`}>
          <h3 id={`records-${group.key}`} className="mb-2 font-semibold text-slate-900">
            {group.title} ({records[group.key].length})
          </h3>
          <DataTable
            caption={group.title}
            columns={group.columns}
            rows={records[group.key]}
            rowKey={(r) => r._id}
            empty={`No ${group.title.toLowerCase()}.`}
          />
        </section>
      ))}
    </div>
  );
}
