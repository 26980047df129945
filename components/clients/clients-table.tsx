import { bmiCategory } from "@/lib/clients/bmi";
import type { ClientItem } from "@/lib/clients/client-schema";
import { INTAKE_GOALS } from "@/lib/clients/intake-schema";
import { DataTable, type Column } from "../admin/data-table";
import { formatDateTime } from "../admin/display-format";
import { emailColumn, nameColumn, phoneColumn } from "../admin/person-columns";

const goalText = (goal?: string) =>
  goal ? (INTAKE_GOALS[goal as keyof typeof INTAKE_GOALS] ?? goal) : "–";

export function ClientsTable({
  rows,
  timeZone,
  unread = {},
}: {
  rows: ClientItem[];
  timeZone: string;
  /** per client id, her messages the owner has not read */
  unread?: Record<string, number>;
}) {
  const columns: Column<ClientItem>[] = [
    nameColumn((r) => `/admin-clients/${r._id}`),
    emailColumn("omit"),
    phoneColumn(),
    {
      header: "BMI",
      cell: (r) => (r.bmi === undefined ? "–" : `${r.bmi.toFixed(1)} (${bmiCategory(r.bmi)})`),
      className: "whitespace-nowrap",
    },
    { header: "Goal", cell: (r) => goalText(r.goal), className: "min-w-32" },
    {
      header: "Messages",
      cell: (r) => (unread[r._id] ? `${unread[r._id]} unread` : "–"),
      className: "whitespace-nowrap",
      card: "detail",
    },
    {
      header: "Latest activity",
      cell: (r) => formatDateTime(r.lastActivityAt, timeZone),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      caption="Clients, latest activity first"
      columns={columns}
      rows={rows}
      rowKey={(r) => r._id}
      empty="No clients match."
    />
  );
}
