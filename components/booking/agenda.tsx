import Link from "next/link";
import { nextStep, type NextStep } from "@/lib/booking/next-step";
import type { WhatsAppTemplateKind } from "@/lib/whatsapp/message-templates";
import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import type { AppointmentStatus } from "@/lib/submissions/submission-status";
import { ContactLinks } from "../submissions/contact-links";
import { formatCalendarDate } from "../admin/display-format";
import { DESK_PAYMENT_LABELS, PaymentBadge } from "../payments/payment-badge";
import { StatusActionButton } from "../submissions/status-action-button";
import { StatusBadge, UnreadMark } from "../submissions/status-badge";
import { StatusForm } from "../submissions/status-form";
import { WhatsAppLinks, type WhatsAppMessage } from "../whatsapp/whatsapp-links";

const PRIMARY =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

/** The next steps that change the status, and those that send a WhatsApp message. */
const STATUS_STEPS: Partial<Record<NextStep, { to: AppointmentStatus; label: string }>> = {
  confirm: { to: "confirmed", label: "Confirm" },
  complete: { to: "completed", label: "Mark completed" },
};
const MESSAGE_STEPS: Partial<Record<NextStep, { kind: WhatsAppTemplateKind; label: string }>> = {
  remind: { kind: "reminder", label: "Send reminder" },
  review: { kind: "review-request", label: "Ask for a review" },
  "follow-up": { kind: "follow-up", label: "Send follow-up" },
};

/**
 * Appointments as the owner works through them: time, name (and whether a consultation with a
 * price is paid), reason and status, the one next step (lib/booking/next-step.ts) as a button,
 * and the rest (call, email, the other WhatsApp messages, any status) behind "More actions".
 */
export function Agenda({
  items,
  empty,
  now,
  showDate = false,
  messages = () => [],
  showPayment = false,
}: {
  items: AppointmentItem[];
  empty: string;
  now: Date;
  showDate?: boolean;
  /** whether a consultation with a price is paid (when the practice takes UPI) */
  showPayment?: boolean;
  /** the WhatsApp messages for an appointment */
  messages?: (item: AppointmentItem) => WhatsAppMessage[];
}) {
  if (items.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3">
      {items.map((a) => {
        const step = nextStep(a, now);
        const all = messages(a);
        const byStatus = step ? STATUS_STEPS[step] : undefined;
        const byMessage = step ? MESSAGE_STEPS[step] : undefined;
        const message = byMessage && all.find((m) => m.kind === byMessage.kind && m.href);
        return (
          <li
            key={a._id}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[7rem_1fr_auto]"
          >
            <p className="font-semibold text-slate-900">
              {showDate ? <span className="block">{formatCalendarDate(a.date)}</span> : null}
              {a.time ? `${a.time} IST` : "Time to agree"}
            </p>
            <div className="min-w-0 space-y-1">
              <p>
                <Link
                  href={`/admin-appointments/${a._id}`}
                  prefetch={false}
                  className="font-semibold text-brand-800 underline"
                >
                  {a.name}
                </Link>
                {a.unread ? <UnreadMark /> : null}
                {showPayment && a.payment ? (
                  <>
                    {" "}
                    <PaymentBadge status={a.payment.status} labels={DESK_PAYMENT_LABELS} />
                  </>
                ) : null}
              </p>
              <p className="text-sm break-words whitespace-pre-line text-slate-800">{a.disease}</p>
              <StatusBadge status={a.status} />
            </div>
            <div className="sm:text-right">
              {byStatus ? (
                <StatusActionButton
                  id={a._id}
                  name={a.name}
                  to={byStatus.to}
                  label={byStatus.label}
                  className={`${PRIMARY} w-full sm:w-auto`}
                />
              ) : message ? (
                <a
                  href={message.href!}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${byMessage.label}: ${a.name}, on WhatsApp (opens in a new tab)`}
                  className={`${PRIMARY} w-full sm:w-auto`}
                >
                  {byMessage.label}
                </a>
              ) : null}
            </div>
            <details className="group sm:col-span-3">
              <summary
                aria-label={`More actions for ${a.name}`}
                className="inline-flex min-h-10 cursor-pointer items-center rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                More actions
                <span aria-hidden="true" className="ml-1 inline-block text-xs group-open:rotate-90">
                  ▸
                </span>
              </summary>
              <div className="mt-2 flex flex-wrap items-start gap-2 border-t border-slate-100 pt-3">
                <ContactLinks name={a.name} phone={a.phone} email={a.email} />
                <WhatsAppLinks messages={all.filter((m) => m !== message)} clientName={a.name} />
                <StatusForm kind="appointments" id={a._id} name={a.name} status={a.status} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
