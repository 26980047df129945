import Link from "next/link";
import { ErrorMessage } from "@/components/admin/error-message";
import { formatCalendarDate } from "@/components/admin/display-format";
import { renewalWhatsApp, WhatsAppLinks } from "@/components/whatsapp/whatsapp-links";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { istDate } from "@/lib/booking/slots";
import { planPrice, type PlanName } from "@/lib/content/plans";
import { paymentPageUrl } from "@/lib/payments/data/payments";
import { activeProgrammes, type DeskProgramme } from "@/lib/programmes/data/enrolments";
import { serverEnv } from "@/lib/server/env";
import { renewalDueOn } from "@/lib/programmes/dates";
import { loadAdminData } from "../load-admin-data";
import { loadWhatsApp } from "../load-submission";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/**
 * The desk's programmes: those whose renewal is due (RENEWAL_REMINDER_DAYS before their last
 * day), each with the one-tap WhatsApp renewal offer, and every running programme with its days
 * and follow-up visits left.
 */
export async function DeskProgrammes({ now }: { now: Date }) {
  const session = await requireAdminPage();
  const [loaded, whatsApp] = await Promise.all([
    loadAdminData("programmes", () => activeProgrammes(session, now)),
    loadWhatsApp(),
  ]);
  if (!loaded.ok) return <ErrorMessage>Error fetching the programmes</ErrorMessage>;
  const today = istDate(now);
  const due = loaded.data.filter(
    (p) => renewalDueOn(p.endDate, serverEnv.renewalReminderDays) <= today,
  );
  const clientLink = (p: DeskProgramme) => (
    <Link
      href={`/admin-clients/${p.clientId}`}
      prefetch={false}
      className="font-medium text-brand-800 underline"
    >
      {p.clientName}
    </Link>
  );
  return (
    <>
      <section aria-labelledby="renewals-heading" className="space-y-3">
        <h2 id="renewals-heading" className="text-xl font-semibold text-slate-900">
          Renewals due
        </h2>
        {due.length === 0 ? (
          <p className="text-slate-700">
            No programme ends in the next {days(serverEnv.renewalReminderDays)}.
          </p>
        ) : (
          <ul className="space-y-3">
            {due.map((p) => (
              <li key={p._id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p>
                  {clientLink(p)} · {p.plan}, {p.duration} · ends {formatCalendarDate(p.endDate)} (
                  {days(p.daysLeft)} left)
                </p>
                <p className="text-sm text-slate-700">
                  {p.renewalRemindedAt
                    ? "Renewal reminder emailed."
                    : "Renewal reminder not sent yet."}
                </p>
                <WhatsAppLinks
                  className="mt-2"
                  clientName={p.clientName}
                  messages={renewalWhatsApp(
                    whatsApp.texts,
                    { name: p.clientName, phone: p.clientPhone },
                    {
                      plan: p.plan,
                      duration: p.duration,
                      endDate: p.endDate,
                      price: planPrice(p.plan as PlanName),
                      ...(p.renewalReference
                        ? { payLink: paymentPageUrl(p.renewalReference) }
                        : {}),
                    },
                    whatsApp.practice,
                  )}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="programmes-heading" className="space-y-3">
        <h2 id="programmes-heading" className="text-xl font-semibold text-slate-900">
          Active programmes
        </h2>
        {loaded.data.length === 0 ? (
          <p className="text-slate-700">No programme is running.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {loaded.data.map((p) => (
              <li key={p._id} className="p-3">
                {clientLink(p)} · {p.plan} · {days(p.daysLeft)} left (ends{" "}
                {formatCalendarDate(p.endDate)}) · follow-up visits {p.followUpsUsed} of{" "}
                {p.followUpsIncluded} booked
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
