import Link from "next/link";
import type { TimelineEntry } from "@/lib/clients/client-schema";
import { formatCalendarDate, formatDateTime } from "../admin/display-format";

const KIND_LABELS: Record<TimelineEntry["kind"], string> = {
  message: "Message",
  "plan request": "Plan request",
  appointment: "Appointment",
  payment: "Payment",
  note: "Note",
  email: "Email",
  intake: "Intake",
  measurement: "Measurement",
  programme: "Programme",
  "diet chart": "Diet chart",
};

// A measurement or a programme has a calendar date only (`at` is noon UTC of that day): no time.
const when = (entry: TimelineEntry, timeZone: string) =>
  entry.kind === "measurement" || entry.kind === "programme"
    ? formatCalendarDate(entry.at.slice(0, 10))
    : formatDateTime(entry.at, timeZone);

/** Everything about a client, newest first as given: each event with a link to its record. */
export function ClientTimeline({
  entries,
  timeZone,
}: {
  entries: TimelineEntry[];
  timeZone: string;
}) {
  if (entries.length === 0) return <p className="text-slate-700">Nothing yet.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry, index) => (
        <li
          key={`${entry.at}-${entry.kind}-${index}`}
          className="rounded-md border border-slate-200 bg-white p-3"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <time dateTime={entry.at} className="text-slate-700">
              {when(entry, timeZone)}
            </time>
            <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-800">
              {KIND_LABELS[entry.kind]}
            </span>
          </div>
          <p className="mt-1 font-medium break-words text-slate-900">{entry.title}</p>
          {entry.detail ? (
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{entry.detail}</p>
          ) : null}
          {entry.href ? (
            <Link
              href={entry.href}
              prefetch={false}
              aria-label={`Open: ${entry.title}`}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
            >
              Open
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
