import type { PaymentStep } from "@/lib/payments/payment-schema";
import { UpiPayment } from "./upi-payment";

/** Below the success panel of a plan request: pay now, then send the UTR on the payment page. */
export function PlanPaymentPanel({ step, note }: { step: PaymentStep; note: string }) {
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <UpiPayment step={step} note={note} headingLevel="h3">
        <p className="text-sm text-slate-800">
          Paid? Send us the 12-digit UTR on{" "}
          <a href={step.pageUrl} className="font-medium text-brand-800 underline">
            your payment page
          </a>{" "}
          (the link is also in our email).
        </p>
      </UpiPayment>
    </div>
  );
}
