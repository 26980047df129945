import type { Metadata } from "next";
import Link from "next/link";
import { EmailLinkPage, LinkProblem } from "@/components/booking/email-link-page";
import { UpiPayment } from "@/components/payments/upi-payment";
import { UtrForm } from "@/components/payments/utr-form";
import { paymentForPage } from "@/lib/data/payments";
import { formatRupees, planPaymentNote } from "@/lib/payments/upi";
import { site } from "@/lib/site";
import { MAX_CLIENT_UTRS } from "@/lib/validation/payment";

export const metadata: Metadata = {
  title: "Pay for your plan",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ reference: string }> };

/**
 * Rendered per request, without a static shell: each reference is a path of its own, unknown at
 * build time, and the public layout reads the path (usePathname) outside <Suspense>.
 */
export const instant = false;

/**
 * Where the acknowledgement email's payment link leads (signed, so references cannot be tried
 * one by one): the plan and amount, the UPI link or QR code, and the field for the UTR.
 */
export default function PayPage({ params }: Props) {
  return (
    <EmailLinkPage
      title="Pay for your plan"
      intro="Pay by UPI from any app, then send us the transaction reference so we can match it."
      label="Your payment"
    >
      <PaymentDetails params={params} />
    </EmailLinkPage>
  );
}

async function PaymentDetails({ params }: Props) {
  const { reference } = await params;
  const page = await paymentForPage(reference);
  if (!page) {
    return (
      <LinkProblem message="This payment link is not valid. Please use the link in our email, or contact us.">
        <Link href="/contact" className="font-medium text-brand-800 underline">
          Contact us
        </Link>
      </LinkProblem>
    );
  }
  const note = planPaymentNote(page.plan, page.duration);
  if (page.status === "paid") {
    return (
      <p>
        The {note} ({formatRupees(page.amount)}) is paid. Thank you!
        {page.receiptNumber ? ` Your receipt ${page.receiptNumber} was sent by email.` : ""}
      </p>
    );
  }
  return (
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
  );
}
