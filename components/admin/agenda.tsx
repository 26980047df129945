import Link from "next/link";
import type { ReactNode } from "react";
import type { AppointmentItem } from "@/lib/validation/appointment";
import { ContactLinks } from "./contact-links";
import { formatCalendarDate } from "./format";
import { DESK_PAYMENT_LABELS, PaymentBadge } from "./payment-badge";
import { UnreadMark } from "./status-badge";
import { StatusForm } from "./status-form";

/**
 * Appointments as the owner works through them: time, name (and whether a consultation with a
 * price is paid), reason, status and one-tap contact.
 */
export function Agenda({
  items,
  empty,
  showDate = false,
  extraLinks,
  showPayment = false,
}: {
  items: AppointmentItem[];
  empty: string;
  showDate?: boolean;
  /** whether a consultation with a price is paid (when the practice takes UPI) */
  showPayment?: boolean;
  /** more one-tap links for an appointment (its WhatsApp messages) */
  extraLinks?: (item: AppointmentItem) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3">
      {items.map((a) => (
        <li
          key={a._id}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[8rem_1fr_auto]"
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
            <div className="flex flex-wrap gap-2 pt-1">
              <ContactLinks name={a.name} phone={a.phone} email={a.email}>
                {extraLinks?.(a)}
              </ContactLinks>
            </div>
          </div>
          <StatusForm kind="appointments" id={a._id} name={a.name} status={a.status} />
        </li>
      ))}
    </ul>
  );
}
