import { PAYMENT_LABELS, type PaymentStatus } from "@/lib/payments/payment-schema";
import {
  STATUS_LABELS,
  type FollowUp,
  type SubmissionKind,
  type SubmissionStatus,
} from "@/lib/submissions/submission-status";
import { formatDateTime } from "../admin/display-format";
import { NoteForm } from "./note-form";
import { StatusForm } from "./status-form";

const label = (value: string) => STATUS_LABELS[value as SubmissionStatus] ?? value;
const paymentLabel = (value: string) => PAYMENT_LABELS[value as PaymentStatus] ?? value;

/** A submission's status (changeable), private notes (newest first) and history of changes. */
export function FollowUpPanel({
  kind,
  id,
  name,
  item,
  timeZone,
}: {
  kind: SubmissionKind;
  id: string;
  name: string;
  item: FollowUp;
  timeZone: string;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="status-heading" className="space-y-3">
        <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
          Status
        </h2>
        <StatusForm kind={kind} id={id} name={name} status={item.status} />
        <h3 className="pt-2 font-semibold text-slate-900">History</h3>
        {item.history.length === 0 ? (
          <p className="text-sm text-slate-700">No changes yet.</p>
        ) : (
          <ol className="space-y-1 text-sm text-slate-800">
            {[...item.history].reverse().map((entry) => (
              <li key={`${entry.at}-${entry.to}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>:{" "}
                {entry.field === "slot"
                  ? `moved from ${entry.from.replace("T", " ")} to ${entry.to.replace("T", " ")}`
                  : entry.field === "payment"
                    ? `Payment: ${paymentLabel(entry.from)} → ${paymentLabel(entry.to)}`
                    : `${label(entry.from)} → ${label(entry.to)}`}
                {entry.by === "client" ? " (by the client)" : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="notes-heading" className="space-y-3">
        <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
          Private notes
        </h2>
        <NoteForm kind={kind} id={id} />
        {item.notes.length === 0 ? (
          <p className="text-sm text-slate-700">No notes yet.</p>
        ) : (
          <ul className="space-y-2">
            {[...item.notes].reverse().map((note) => (
              <li key={note.at} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <time dateTime={note.at} className="block text-xs text-slate-700">
                  {formatDateTime(note.at, timeZone)}
                </time>
                <p className="mt-1 whitespace-pre-line text-slate-900">{note.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
