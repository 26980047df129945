import { bmiCategory } from "@/lib/clients/bmi";
import type { ClientItem } from "@/lib/clients/client-schema";
import { INTAKE_GOALS } from "@/lib/clients/intake-schema";
import { DataTable, type Column } from "../admin/data-table";
import { NameLink } from "../submissions/follow-up-cells";
import { formatDateTime } from "../admin/display-format";

const goalText = (goal?: string) =>
  goal ? (INTAKE_GOALS[goal as keyof typeof INTAKE_GOALS] ?? goal) : "–";

export function ClientsTable({ rows, timeZone }: { rows: ClientItem[]; timeZone: string }) {
  const columns: Column<ClientItem>[] = [
    {
      header: "Name",
      cell: (r) => <NameLink href={`/admin-clients/${r._id}`} name={r.name} />,
      className: "min-w-36 font-medium",
      card: "title",
    },
    {
      header: "Email",
      cell: (r) =>
        r.email ? (
          <a href={`mailto:${r.email}`} className="text-brand-800 underline">
            {r.email}
          </a>
        ) : (
          "–"
        ),
      card: "omit",
    },
    {
      header: "Phone",
      cell: (r) =>
        r.phone ? (
          <a href={`tel:${r.phone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline">
            {r.phone}
          </a>
        ) : (
          "–"
        ),
      className: "whitespace-nowrap",
    },
    {
      header: "BMI",
      cell: (r) => (r.bmi === undefined ? "–" : `${r.bmi.toFixed(1)} (${bmiCategory(r.bmi)})`),
      className: "whitespace-nowrap",
    },
    { header: "Goal", cell: (r) => goalText(r.goal), className: "min-w-32" },
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
