import { PAYMENT_LABELS, type PaymentStatus } from "@/lib/validation/payment";

const TONE: Record<PaymentStatus, string> = {
  unpaid: "bg-slate-200 text-slate-800",
  "utr-sent": "bg-amber-100 text-amber-900",
  paid: "bg-brand-100 text-brand-900",
};

/** A plan request's payment: Unpaid, UTR sent (check it in the bank app) or Paid. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {PAYMENT_LABELS[status]}
    </span>
  );
}
