import Link from "next/link";
import { connection } from "next/server";
import { Agenda } from "@/components/booking/agenda";
import { ErrorMessage } from "@/components/admin/error-message";
import { appointmentWhatsApp } from "@/components/whatsapp/whatsapp-links";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { upiSettings } from "@/lib/payments/data/payments";
import { deskAgenda } from "@/lib/submissions/data/submissions";
import { site } from "@/lib/site";
import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import { loadAdminData, loadUnreadCounts } from "../load-admin-data";
import { loadWhatsApp } from "../load-submission";
import { DeskPayments } from "./desk-payments";
import { DeskCalendar } from "./desk-calendar";
import { DeskConflicts } from "./desk-conflicts";
import { DeskProgrammes } from "./desk-programmes";
import { StoreSizeNotice } from "./store-size-notice";

const COUNTS = [
  { kind: "plans", href: "/admin-plan", one: "new plan request", many: "new plan requests" },
  {
    kind: "appointments",
    href: "/admin-appointments",
    one: "new appointment",
    many: "new appointments",
  },
  { kind: "contacts", href: "/admin-contacts", one: "new message", many: "new messages" },
] as const;

export async function DeskSummary() {
  const session = await requireAdminPage();
  await connection();
  const now = new Date();
  const [result, whatsApp] = await Promise.all([
    loadAdminData("summary", async () => {
      const [counts, agenda] = await Promise.all([loadUnreadCounts(), deskAgenda(session, now)]);
      return { new: counts, ...agenda };
    }),
    loadWhatsApp(),
  ]);
  const messages = (a: AppointmentItem) =>
    appointmentWhatsApp(whatsApp.texts, a, whatsApp.practice);
  const today = new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: site.timeZone,
  }).format(now);
  if (!result.ok) return <ErrorMessage>Error fetching today&apos;s work</ErrorMessage>;
  const { new: fresh, today: todays, upcoming } = result.data;
  const showPayment = Boolean(upiSettings());
  return (
    <div className="space-y-8">
      <p className="text-slate-700">{today} (India)</p>
      <StoreSizeNotice />
      <section aria-labelledby="new-heading">
        <h2 id="new-heading" className="sr-only">
          New since you last looked
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {COUNTS.map((c) => (
            <li key={c.kind}>
              <Link
                href={c.href}
                prefetch={false}
                className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-700"
              >
                <span className="block text-3xl font-bold text-slate-900">{fresh[c.kind]}</span>
                <span className="text-slate-800">{fresh[c.kind] === 1 ? c.one : c.many}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DeskConflicts now={now} />
      <section aria-labelledby="today-heading" className="space-y-3">
        <h2 id="today-heading" className="text-xl font-semibold text-slate-900">
          Today&apos;s appointments
        </h2>
        <Agenda
          items={todays}
          empty="No appointments today."
          now={now}
          messages={messages}
          showPayment={showPayment}
        />
      </section>
      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          Next 7 days
        </h2>
        <Agenda
          items={upcoming}
          empty="No appointments in the next 7 days."
          showDate
          now={now}
          messages={messages}
          showPayment={showPayment}
        />
      </section>
      <DeskPayments />
      <DeskProgrammes now={now} />
      <DeskCalendar />
    </div>
  );
}
