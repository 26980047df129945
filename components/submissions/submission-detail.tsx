import Link from "next/link";
import type { ReactNode } from "react";
import type { FollowUp, SubmissionKind } from "@/lib/submissions/submission-status";
import { FollowUpPanel } from "./follow-up-panel";
import { MarkRead } from "./mark-read";
import { StatusBadge } from "./status-badge";

/** One submission's page: its fields, one-tap contact links, status, notes and history. */
export function SubmissionDetail({
  kind,
  id,
  name,
  item,
  fields,
  contact,
  back,
  timeZone,
  children,
}: {
  kind: SubmissionKind;
  id: string;
  name: string;
  item: FollowUp;
  fields: [string, ReactNode][];
  contact: ReactNode;
  back: { href: string; label: string };
  timeZone: string;
  /** more sections of this kind of submission (a plan request's payment) */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      {item.unread ? <MarkRead kind={kind} id={id} /> : null}
      <Link
        href={back.href}
        prefetch={false}
        className="text-sm font-medium text-brand-800 underline"
      >
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        <StatusBadge status={item.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">{contact}</div>
      {children}
      <FollowUpPanel kind={kind} id={id} name={name} item={item} timeZone={timeZone} />
    </div>
  );
}
