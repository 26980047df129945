import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailLinkPage, secretLinkRequest } from "@/components/booking/email-link-page";
import { PAY_PAGE_INTRO, PAY_PAGE_TITLE } from "@/components/payments/pay-page-texts";
import { UpiPayment } from "@/components/payments/upi-payment";
import { UtrForm } from "@/components/payments/utr-form";
import { paymentForPage } from "@/lib/data/payments";
import { formatRupees, planPaymentNote } from "@/lib/payments/upi";
import { site } from "@/lib/site";
import { MAX_CLIENT_UTRS } from "@/lib/validation/payment";

export const metadata: Metadata = {
  title: PAY_PAGE_TITLE,
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ ref?: string | string[] }> };

/** Rendered whole per request, nothing cached: the URL holds the signed reference (EmailLinkPage). */
export const instant = false;

/**
 * Where the acknowledgement email's payment link leads, `/pay?ref=<signed reference>` (signed, so
 * references cannot be tried one by one; links of the older form `/pay/<signed reference>` are
 * redirected here by next.config.ts): the plan and amount, the UPI link or QR code, and the field
 * for the UTR. A link that is not valid gets the same frame from ./not-found.tsx (status 200 with
 * a noindex: Next sends the status before a per-request page renders, see docs/security.md).
 */
export default async function PayPage({ searchParams }: Props) {
  await secretLinkRequest();
  const { ref } = await searchParams;
  const reference = typeof ref === "string" ? ref : "";
  const page = await paymentForPage(reference);
  if (!page) notFound();
  const note = planPaymentNote(page.plan, page.duration);
  return (
    <EmailLinkPage title={PAY_PAGE_TITLE} intro={PAY_PAGE_INTRO} label="Your payment">
      {page.status === "paid" ? (
        <p>
          The {note} ({formatRupees(page.amount)}) is paid. Thank you!
          {page.receiptNumber ? ` Your receipt ${page.receiptNumber} was sent by email.` : ""}
        </p>
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium text-slate-700">Plan</dt>
            <dd>{note}</dd>
            <dt className="font-medium text-slate-700">Amount</dt>
            <dd>{formatRupees(page.amount)}</dd>
          </dl>
          <UpiPayment step={page.step} note={note} />
          <UtrForm
            signedReference={reference}
            sent={page.utrs}
            max={MAX_CLIENT_UTRS}
            phone={site.phone}
            phoneHref={site.phoneHref}
          />
        </div>
      )}
    </EmailLinkPage>
  );
}
