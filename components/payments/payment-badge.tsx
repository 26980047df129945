import { PAYMENT_LABELS, type PaymentStatus } from "@/lib/payments/payment-schema";

const TONE: Record<PaymentStatus, string> = {
  unpaid: "bg-slate-200 text-slate-800",
  "utr-sent": "bg-amber-100 text-amber-900",
  paid: "bg-brand-100 text-brand-900",
};

/** The desk's words for a booked consultation's payment. */
export const DESK_PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Not paid",
  "utr-sent": "UTR sent — check",
  paid: "Paid",
};

/** A payment: Unpaid, UTR sent (check it in the bank app) or Paid, or the `labels` given. */
export function PaymentBadge({
  status,
  labels = PAYMENT_LABELS,
}: {
  status: PaymentStatus;
  labels?: Record<PaymentStatus, string>;
}) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {labels[status]}
    </span>
  );
}
