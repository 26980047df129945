import { STATUS_LABELS, type SubmissionStatus } from "@/lib/submissions/submission-status";

const TONE: Partial<Record<SubmissionStatus, string>> = {
  new: "bg-amber-100 text-amber-900",
  booked: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  confirmed: "bg-sky-100 text-sky-900",
  converted: "bg-brand-100 text-brand-900",
  completed: "bg-brand-100 text-brand-900",
  spam: "bg-red-100 text-red-900",
  "no-show": "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status] ?? "bg-slate-200 text-slate-800"}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The marker of a submission the owner has not opened yet. */
export function UnreadMark() {
  return (
    <span className="ml-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
      Unread
    </span>
  );
}
