import { formatDateTime } from "../admin/display-format";
import { PaymentBadge } from "./payment-badge";
import { PaymentForm } from "./payment-form";
import type { PayableKind, PlanPayment } from "@/lib/payments/payment-schema";

/**
 * A plan request's or a consultation's payment on its page: where it stands, the client's UTR,
 * the receipt.
 */
export function PaymentPanel({
  kind,
  id,
  name,
  payment,
  timeZone,
}: {
  kind?: PayableKind;
  id: string;
  name: string;
  payment: PlanPayment;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="payment-heading" className="space-y-3">
      <h2
        id="payment-heading"
        className="flex items-center gap-3 text-lg font-semibold text-slate-900"
      >
        Payment <PaymentBadge status={payment.status} />
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {payment.reference ? (
          <>
            <dt className="font-medium text-slate-700">Reference</dt>
            <dd>{payment.reference}</dd>
          </>
        ) : null}
        {payment.utr ? (
          <>
            <dt className="font-medium text-slate-700">UTR</dt>
            <dd>
              {payment.utr}
              {payment.utrAt ? ` (sent ${formatDateTime(payment.utrAt, timeZone)})` : ""}
            </dd>
          </>
        ) : null}
        {payment.otherUtrs?.length ? (
          <>
            <dt className="font-medium text-slate-700">Other UTRs from the client</dt>
            <dd>
              <ul>
                {payment.otherUtrs.map((other) => (
                  <li key={other.utr}>
                    {other.utr} (sent {formatDateTime(other.at, timeZone)})
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {payment.receiptNumber ? (
          <>
            <dt className="font-medium text-slate-700">Receipt</dt>
            <dd>
              {payment.receiptNumber}
              {payment.paidAt ? `, ${formatDateTime(payment.paidAt, timeZone)}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-slate-700">
        Find the payment in your bank app by its reference or UTR before you mark it paid
        {payment.otherUtrs?.length
          ? " (the client sent more than one UTR: check each, and enter the one you find)"
          : ""}
        . The client gets the receipt by email once.
      </p>
      <PaymentForm kind={kind} id={id} name={name} payment={payment} />
    </section>
  );
}
