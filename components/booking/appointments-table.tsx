import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import { NameLink, StatusCell } from "../submissions/follow-up-cells";
import { DataTable, type Column } from "../admin/data-table";
import { formatCalendarDate, formatDateTime } from "../admin/display-format";

/** What the table shows of an appointment, as the data layer lists it. */
export type AppointmentRow = Pick<
  AppointmentItem,
  | "_id"
  | "name"
  | "email"
  | "phone"
  | "disease"
  | "date"
  | "time"
  | "status"
  | "unread"
  | "createdAt"
>;

export function AppointmentsTable({
  rows,
  timeZone,
  caption,
}: {
  rows: AppointmentRow[];
  timeZone: string;
  caption: string;
}) {
  const columns: Column<AppointmentRow>[] = [
    {
      header: "Name",
      cell: (r) => <NameLink href={`/admin-appointments/${r._id}`} name={r.name} />,
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
    { header: "Reason", cell: (r) => r.disease, className: "min-w-48 whitespace-pre-line" },
    {
      header: "Appointment Date",
      cell: (r) => formatCalendarDate(r.date),
      className: "whitespace-nowrap",
    },
    { header: "Time (IST)", cell: (r) => r.time ?? "To agree", className: "whitespace-nowrap" },
    {
      header: "Status",
      cell: (r) => <StatusCell kind="appointments" row={r} />,
      className: "min-w-44",
      card: "action",
    },
    {
      header: "Submitted",
      cell: (r) => formatDateTime(r.createdAt, timeZone),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r._id)}
      empty="No appointments match."
    />
  );
}
