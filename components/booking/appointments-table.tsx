import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import { statusColumn } from "../submissions/status-column";
import { DataTable, type Column } from "../admin/data-table";
import { formatCalendarDate } from "../admin/display-format";
import { createdColumn, emailColumn, nameColumn, phoneColumn } from "../admin/person-columns";

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
    nameColumn((r) => `/admin-appointments/${r._id}`),
    emailColumn("omit"),
    phoneColumn(),
    { header: "Reason", cell: (r) => r.disease, className: "min-w-48 whitespace-pre-line" },
    {
      header: "Appointment Date",
      cell: (r) => formatCalendarDate(r.date),
      className: "whitespace-nowrap",
    },
    { header: "Time (IST)", cell: (r) => r.time ?? "To agree", className: "whitespace-nowrap" },
    statusColumn("appointments"),
    createdColumn("Submitted", timeZone),
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
