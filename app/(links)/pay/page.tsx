import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { EmailLinkPage, secretLinkRequest } from "@/components/booking/email-link-page";
import {
  PAY_CONSULTATION_TITLE,
  PAY_PAGE_INTRO,
  PAY_PAGE_TITLE,
} from "@/components/payments/pay-page-texts";
import { UpiPayment } from "@/components/payments/upi-payment";
import { UtrForm } from "@/components/payments/utr-form";
import { paymentForPage } from "@/lib/payments/data/payments";
import { formatRupees } from "@/lib/payments/upi";
import { site } from "@/lib/site";
import { MAX_CLIENT_UTRS } from "@/lib/payments/payment-schema";

type Props = { searchParams: Promise<{ ref?: string | string[] }> };

const signedRef = async (searchParams: Props["searchParams"]) => {
  const { ref } = await searchParams;
  return typeof ref === "string" ? ref : "";
};
/** One read per request for the title and the page. */
const pageFor = cache(paymentForPage);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await secretLinkRequest();
  const page = await pageFor(await signedRef(searchParams));
  return {
    title: page?.kind === "appointments" ? PAY_CONSULTATION_TITLE : PAY_PAGE_TITLE,
    robots: { index: false, follow: false },
  };
}

/** Rendered whole per request, nothing cached: the URL holds the signed reference (EmailLinkPage). */
export const instant = false;

/**
 * Where the acknowledgement email's payment link leads, `/pay?ref=<signed reference>` (signed, so
 * references cannot be tried one by one; links of the older form `/pay/<signed reference>` are
 * redirected here by next.config.ts), or the booking email's for a consultation paid ahead: the
 * plan or the consultation and the amount, the UPI link or QR code, and the field
 * for the UTR. A link that is not valid gets the same frame from ./not-found.tsx (status 200 with
 * a noindex: Next sends the status before a per-request page renders, see docs/security.md).
 */
export default async function PayPage({ searchParams }: Props) {
  await secretLinkRequest();
  const reference = await signedRef(searchParams);
  const page = await pageFor(reference);
  if (!page) notFound();
  const consultation = page.kind === "appointments";
  return (
    <EmailLinkPage
      title={consultation ? PAY_CONSULTATION_TITLE : PAY_PAGE_TITLE}
      intro={PAY_PAGE_INTRO}
      label="Your payment"
    >
      {page.status === "paid" ? (
        <p>
          The {page.what} ({formatRupees(page.amount)}) is paid. Thank you!
          {page.receiptNumber ? ` Your receipt ${page.receiptNumber} was sent by email.` : ""}
        </p>
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium text-slate-700">{consultation ? "Consultation" : "Plan"}</dt>
            <dd>{page.what}</dd>
            <dt className="font-medium text-slate-700">Amount</dt>
            <dd>{formatRupees(page.amount)}</dd>
          </dl>
          <UpiPayment step={page.step} note={page.note} />
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
