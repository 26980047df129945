import Link from "next/link";
import type { SubmissionKind, SubmissionStatus } from "@/lib/submissions/submission-status";
import { UnreadMark } from "./status-badge";
import { StatusForm } from "./status-form";

/** The list columns every kind of submission shares: its name opens it; its status changes in place. */
export function NameLink({ href, name }: { href: string; name: string }) {
  return (
    <Link href={href} prefetch={false} className="text-brand-800 underline">
      {name}
    </Link>
  );
}

export function StatusCell({
  kind,
  row,
}: {
  kind: SubmissionKind;
  row: { _id: unknown; name: string; status: SubmissionStatus; unread: boolean };
}) {
  return (
    <div className="space-y-1">
      <StatusForm kind={kind} id={String(row._id)} name={row.name} status={row.status} />
      {row.unread ? <UnreadMark /> : null}
    </div>
  );
}
