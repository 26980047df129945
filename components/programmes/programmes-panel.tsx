import type { ProgrammeItem } from "@/lib/programmes/programme-schema";
import { formatCalendarDate, formatDateTime } from "../admin/display-format";
import { FollowUpVisitForm } from "./follow-up-visit-form";
import { WeighInDay } from "./weigh-in-day";
import { RenewProgrammeButton } from "./renew-programme-button";
import { StartProgrammeForm } from "./start-programme-form";

const STATE_TEXT = { upcoming: "Starts soon", active: "Active", ended: "Ended" } as const;

/**
 * The client's programmes: each with its dates, days left, follow-up visits booked of those
 * included and its renewal reminder; the form that books the next visit of the running one, and
 * the form that starts a programme.
 */
export function ProgrammesPanel({
  clientId,
  programmes,
  plans,
  requests,
  today,
  timeZone,
}: {
  clientId: string;
  programmes: ProgrammeItem[];
  plans: { name: string; duration: string; followUps: number }[];
  requests: { _id: string; plan: string; duration: string; label: string }[];
  today: string;
  timeZone: string;
}) {
  // one booking form on the page: the running programme's (the slot picker's ids are its own)
  const bookable = programmes.find(
    (p) => p.state === "active" && p.followUpsUsed < p.followUpsIncluded,
  );
  return (
    <section aria-labelledby="programmes-heading" className="space-y-3">
      <h3 id="programmes-heading" className="text-lg font-semibold text-slate-900">
        Programmes
      </h3>
      {programmes.length === 0 ? <p className="text-slate-700">No programme yet.</p> : null}
      <ul className="space-y-3">
        {programmes.map((p) => (
          <li key={p._id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">
              {p.plan}, {p.duration} · {STATE_TEXT[p.state]}
            </p>
            <p className="text-slate-800">
              {formatCalendarDate(p.startDate)} to {formatCalendarDate(p.endDate)}
              {p.state === "ended"
                ? ""
                : ` · ${p.daysLeft} ${p.daysLeft === 1 ? "day" : "days"} left`}
            </p>
            <p className="text-slate-800">
              Follow-up visits: {p.followUpsUsed} of {p.followUpsIncluded} booked,{" "}
              {Math.max(0, p.followUpsIncluded - p.followUpsUsed)} remaining
              {p.renewals ? ` · renewed ${p.renewals} ${p.renewals === 1 ? "time" : "times"}` : ""}
            </p>
            {p.renewalRemindedAt ? (
              <p className="text-sm text-slate-700">
                Renewal reminder sent {formatDateTime(p.renewalRemindedAt, timeZone)}
              </p>
            ) : null}
            {p.state === "ended" ? null : (
              <WeighInDay clientId={clientId} programmeId={p._id} day={p.weighInDay} />
            )}
            {p._id === programmes[0]?._id && p.state !== "upcoming" ? (
              <RenewProgrammeButton
                clientId={clientId}
                programmeId={p._id}
                endDate={p.endDate}
                duration={p.duration}
              />
            ) : null}
            {bookable?._id === p._id ? (
              <FollowUpVisitForm
                clientId={clientId}
                programmeId={p._id}
                lastDay={p.endDate}
                today={today}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <StartProgrammeForm clientId={clientId} plans={plans} requests={requests} />
    </section>
  );
}
