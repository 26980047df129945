import Link from "next/link";
import { linkToken, secretLinkRequest } from "@/components/booking/email-link-page";
import { PageHeader } from "@/components/layout/page-header";
import { DeletionRequestButton } from "@/components/privacy/deletion-request-button";
import { site } from "@/lib/site";
import { ERASURE_DAYS } from "@/lib/content/policy-facts";
import { PRIVACY_NOTICE_PATHS } from "@/lib/content/consent-lines-hindi";
import { deletionPageHindi } from "@/lib/content/legal-hindi";

export const metadata = {
  title: "Request deletion of your data",
  description: `Ask ${site.brand} to delete the personal data it holds about you.`,
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Rendered whole per request, nothing cached: the URL holds the link's secret (EmailLinkPage). */
export const instant = false;

/**
 * Where the link at the end of every email to a visitor leads (DPDP Act 2023): the button sends
 * the link's token to POST /api/data-deletion. Its text follows in Hindi (DPDP Act 2023: the
 * notice in a language of the Eighth Schedule); no link here carries the token.
 */
export default async function DataDeletionPage({ searchParams }: Props) {
  await secretLinkRequest();
  const token = await linkToken(searchParams);
  const hindi = deletionPageHindi(site);
  return (
    <main id="main" className="flex-1 bg-brand-50/60">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <PageHeader title="Request deletion of your data">
          <p>
            You can ask {site.brand} to delete the personal data we hold about the email address
            this link was sent to.
          </p>
          <p lang="hi" className="text-base">
            <a href="#hindi" className="font-medium text-brand-800 underline">
              हिन्दी में पढ़ें
            </a>
          </p>
        </PageHeader>
        <section
          aria-labelledby="what-happens"
          className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
        >
          <h2 id="what-happens" className="text-xl font-semibold text-slate-900">
            What happens next
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            <li>We receive your request and the address it is for; nothing is deleted at once.</li>
            <li>
              Within {ERASURE_DAYS} days we delete your messages, appointment and plan requests, the
              consent you gave with them and the emails we sent you. Records the law requires us to
              keep, such as invoices, stay for as long as it requires.
            </li>
            <li>
              A future appointment you booked is cancelled with the rest. We keep a note that an
              erasure took place, with counts only, not your details.
            </li>
          </ul>
          <DeletionRequestButton email={site.email} token={token} />
          <p className="text-sm text-slate-700">
            Questions? Write to {site.email} or call {site.phone}. Our{" "}
            <Link href="/privacypolicy" className="font-medium text-brand-800 underline">
              privacy policy
            </Link>{" "}
            explains what we keep and for how long.
          </p>
        </section>
        <section
          id="hindi"
          lang="hi"
          aria-labelledby="hindi-heading"
          className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
        >
          <h2 id="hindi-heading" className="text-xl font-semibold text-slate-900">
            {hindi.heading}
          </h2>
          <p className="text-slate-800">{hindi.intro}</p>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            {hindi.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            {hindi.contact.before}
            <Link
              href={PRIVACY_NOTICE_PATHS.hi}
              hrefLang="hi"
              className="font-medium text-brand-800 underline"
            >
              {hindi.contact.link}
            </Link>
            {hindi.contact.after}
          </p>
        </section>
      </div>
    </main>
  );
}
