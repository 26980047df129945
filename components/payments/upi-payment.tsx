import { buttonClasses } from "@/components/ui/button";
import { formatRupees } from "@/lib/payments/upi";
import type { PaymentStep } from "@/lib/payments/payment-schema";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * 'Pay ₹<price> with UPI': on a phone a button that opens the visitor's UPI app with everything
 * filled in; on a wider screen the same link as a QR code (drawn on the server) to scan with the
 * phone; on both the practice's UPI ID to copy.
 */
export function UpiPayment({
  step,
  note,
  headingLevel: Heading = "h2",
  children,
}: {
  step: PaymentStep;
  /** what is paid for, e.g. "Premium Plan, 2 Months" */
  note: string;
  headingLevel?: "h2" | "h3";
  children?: React.ReactNode;
}) {
  const pay = `Pay ${formatRupees(step.amount)} with UPI`;
  const vpaId = `upi-id-${step.reference}`;
  return (
    <section aria-label={pay} className="space-y-3">
      <Heading className="sr-only text-lg font-semibold text-slate-900 sm:not-sr-only">
        {pay}
      </Heading>
      <p className="text-sm text-slate-700">
        {note}, to {step.payeeName}. Payment reference <strong>{step.reference}</strong>.
      </p>
      <div className="sm:hidden">
        <a href={step.upiUrl} className={buttonClasses("primary", "w-full")}>
          {pay}
        </a>
        <p className="mt-1 text-sm text-slate-700">
          Opens Google Pay, PhonePe, Paytm, BHIM or your bank&apos;s UPI app. If your app declines
          it, pay {formatRupees(step.amount)} to the UPI ID below from the app, with{" "}
          {step.reference} in the note.
        </p>
      </div>
      <figure className="hidden sm:block">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn per payment by our API */}
        <img
          src={step.qrUrl}
          width={200}
          height={200}
          loading="lazy"
          alt={`QR code: ${pay} to ${step.vpa}`}
          className="rounded-lg border border-slate-200"
        />
        <figcaption className="mt-1 text-sm text-slate-700">
          Scan with any UPI app on your phone.
        </figcaption>
      </figure>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        UPI ID:{" "}
        <code id={vpaId} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">
          {step.vpa}
        </code>
        <CopyButton text={step.vpa} label="Copy UPI ID" target={vpaId} what="the UPI ID" />
      </p>
      {children}
    </section>
  );
}
