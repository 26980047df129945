import type { Column } from "../admin/data-table";
import type { SubmissionKind, SubmissionStatus } from "@/lib/submissions/submission-status";
import { UnreadMark } from "./status-badge";
import { StatusForm } from "./status-form";

type StatusRow = { _id: unknown; name: string; status: SubmissionStatus; unread: boolean };

/** The status column every kind of submission shares: it changes in place; a phone's card ends with it. */
export function statusColumn<R extends StatusRow>(kind: SubmissionKind): Column<R> {
  return {
    header: "Status",
    cell: (r) => <StatusCell kind={kind} row={r} />,
    className: "min-w-44",
    card: "action",
  };
}

function StatusCell({ kind, row }: { kind: SubmissionKind; row: StatusRow }) {
  return (
    <div className="space-y-1">
      <StatusForm kind={kind} id={String(row._id)} name={row.name} status={row.status} />
      {row.unread ? <UnreadMark /> : null}
    </div>
  );
}
