"use client";
import { lazy, Suspense } from "react";
import type { SentSummary } from "@/components/forms/continue-on-whatsapp";
import { consultationPaymentNote } from "@/lib/payments/upi";
import type { AppointmentAnswer } from "@/lib/booking/appointment-schema";

// Only bookings of a type paid ahead show it: loaded then, off the booking page's first load.
const PlanPaymentPanel = lazy(() =>
  import("./plan-payment-panel").then((m) => ({ default: m.PlanPaymentPanel })),
);

/** The success summary's payment, when the booked type is paid ahead and the practice takes UPI. */
export const bookingPayment = ({
  data,
  payment,
}: AppointmentAnswer): Pick<SentSummary, "payment"> =>
  payment
    ? {
        payment: {
          step: payment,
          note: consultationPaymentNote(data.typeName ?? "Consultation", data.date),
        },
      }
    : {};

/** Below a booking's success panel: pay now by UPI, then send the UTR on the payment page. */
export function BookingPaymentStep({ sent }: { sent: SentSummary | null }) {
  if (!sent?.payment) return null;
  return (
    <Suspense fallback={null}>
      <PlanPaymentPanel step={sent.payment.step} note={sent.payment.note} />
    </Suspense>
  );
}
