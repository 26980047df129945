import { buttonClasses } from "@/components/ui/button";

import type { PaymentStep } from "@/lib/payments/payment-schema";

export type SentSummary = {
  message: string;
  href: string;
  /** a plan request's UPI payment step, when the practice takes UPI */
  payment?: { step: PaymentStep; note: string };
};

/**
 * The success panel after a booking or a plan request: what was received, with its reference,
 * and 'Continue on WhatsApp' to the practice with that context prefilled. The live region is
 * always there, so screen readers announce the panel when it fills.
 */
export function ContinueOnWhatsApp({
  sent,
  className = "",
}: {
  sent: SentSummary | null;
  className?: string;
}) {
  return (
    <div role="status">
      {sent ? (
        <div
          className={`rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800 ${className}`}
        >
          <p>{sent.message}</p>
          <a
            href={sent.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Continue on WhatsApp (opens in a new tab)"
            className={buttonClasses("secondary", "mt-3")}
          >
            Continue on WhatsApp
          </a>
        </div>
      ) : null}
    </div>
  );
}
