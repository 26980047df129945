import type { Metadata } from "next";
import Link from "next/link";
import { EmailLinkPage, LinkProblem } from "@/components/booking/email-link-page";
import { PAY_PAGE_INTRO, PAY_PAGE_TITLE } from "@/components/payments/pay-page-texts";

export const metadata: Metadata = {
  title: PAY_PAGE_TITLE,
  robots: { index: false, follow: false },
};

/** A payment link that is not valid (tampered, or its request erased), in the pay page's frame. */
export default function PayLinkNotFound() {
  return (
    <EmailLinkPage title={PAY_PAGE_TITLE} intro={PAY_PAGE_INTRO} label="Your payment">
      <LinkProblem message="This payment link is not valid. Please use the link in our email, or contact us.">
        <Link href="/contact" className="font-medium text-brand-800 underline">
          Contact us
        </Link>
      </LinkProblem>
    </EmailLinkPage>
  );
}
