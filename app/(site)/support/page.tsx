import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { SupportChannels } from "@/components/content/support-channels";
import { SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS, SUPPORT_TIME_ZONE } from "@/lib/content/support";
import { site, whatsappLink } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description: `Get help with your plan, appointment or payment: phone, email and WhatsApp support, Monday to Saturday, with replies within ${SUPPORT_RESPONSE_HOURS} hours.`,
  path: "/support",
});

export default function SupportPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="Support" title="How can we help?">
        <p>
          Questions about your plan, an appointment, a payment or the website? Reach us through any
          channel below. We aim to reply within {SUPPORT_RESPONSE_HOURS} hours during working days.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16 sm:px-6">
        <SupportChannels
          channels={[
            {
              name: "Phone",
              value: site.phone,
              href: site.phoneHref,
              note: "For quick questions during support hours",
            },
            {
              name: "Email",
              value: site.email,
              href: `mailto:${site.email}`,
              note: "For reports, invoices and detailed questions",
            },
            {
              name: "WhatsApp",
              value: "Chat with us",
              href: whatsappLink(`Hello ${site.brand}, I need help with`),
              note: "Message us any time; we reply during support hours",
              external: true,
            },
            {
              name: "Contact form",
              value: "Send a message",
              href: "/contact",
              note: "We reply by email",
            },
          ]}
        />
        <section aria-labelledby="hours-heading" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="hours-heading" className="text-2xl font-bold text-slate-900">
              Support hours ({SUPPORT_TIME_ZONE})
            </h2>
            <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {SUPPORT_HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 px-5 py-3">
                  <dt className="font-medium text-slate-900">{row.days}</dt>
                  <dd className="text-slate-700">{row.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-slate-700">
              Messages received outside these hours are answered on the next working day. For a
              medical emergency, contact your doctor or call 112.
            </p>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 className="text-2xl font-bold text-slate-900">Looking for a plan?</h2>
            <p className="mt-3 text-slate-700">
              Compare our Basic, Premium and Ultimate plans, see what each includes and request the
              one that suits you.
            </p>
            <Link
              href="/pricing"
              className="mt-5 inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              View Plans
            </Link>
            <p className="mt-5 text-slate-700">
              Read our{" "}
              <Link
                href="/cancellationrefundpolicy"
                className="font-semibold text-brand-800 underline"
              >
                Cancellation &amp; Refund Policy
              </Link>{" "}
              for rescheduling and refunds.
            </p>
          </div>
        </section>
      </div>
    </main>
  );
}
