import Link from "next/link";
import type { MyAppointment } from "@/lib/client-app/my-app-schema";

const link = "inline-flex min-h-11 items-center font-medium text-brand-800 underline";
const MODES = { clinic: "At the clinic", video: "Video call", phone: "Phone call" } as const;

function Visit({ visit }: { visit: MyAppointment }) {
  return (
    <li className="border-t border-slate-100 py-2 first:border-t-0">
      <p className="font-medium text-slate-900">{visit.when}</p>
      <p className="text-slate-700">
        {[
          visit.typeName,
          visit.mode ? MODES[visit.mode] : null,
          visit.upcoming ? null : visit.status,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {visit.upcoming ? (
        <p className="flex flex-wrap gap-x-4">
          {visit.meetingUrl ? (
            <a href={visit.meetingUrl} target="_blank" rel="noopener noreferrer" className={link}>
              Join the video call
            </a>
          ) : null}
          {visit.rescheduleUrl ? (
            <a href={visit.rescheduleUrl} className={link}>
              Reschedule
            </a>
          ) : null}
          {visit.cancelUrl ? (
            <a href={visit.cancelUrl} className={link}>
              Cancel
            </a>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/** Her visits: the coming ones with their actions (the existing reschedule and cancel pages), then the past. */
export function MyVisits({ appointments }: { appointments: MyAppointment[] }) {
  const upcoming = appointments.filter((a) => a.upcoming);
  const past = appointments.filter((a) => !a.upcoming);
  return (
    <section aria-labelledby="my-visits" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="my-visits" className="mb-2 text-lg font-semibold text-slate-900">
        My visits
      </h2>
      {upcoming.length ? (
        <ul>
          {upcoming.map((visit) => (
            <Visit key={visit._id} visit={visit} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">
          No visit booked.{" "}
          <Link href="/appointment" className="font-medium text-brand-800 underline">
            Book a consultation
          </Link>
        </p>
      )}
      {past.length ? (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
            Past visits ({past.length})
          </summary>
          <ul>
            {past.map((visit) => (
              <Visit key={visit._id} visit={visit} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
