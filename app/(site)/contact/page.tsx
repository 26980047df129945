import { ClinicMap } from "@/components/contact/clinic-map";
import { ContactForm } from "@/components/forms/contact-form";
import { ContactTiles } from "@/components/layout/contact-tiles";
import { JoinBanner } from "@/components/layout/join-banner";
import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/pages/page-metadata";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  description:
    "Write to the dietician, call or visit the clinic in New Delhi. We reply within 24 hours on working days.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6">
        <PageHeader eyebrow="Contact" title="Get in touch">
          <p>
            Questions about a plan, a health condition or an appointment? Send us a message and we
            will get back to you within 24 hours.
          </p>
        </PageHeader>
        <ContactTiles />
        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="form-heading"
            className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200"
          >
            <h2 id="form-heading" className="mb-4 text-2xl font-bold text-slate-900">
              Send us a message
            </h2>
            <ContactForm />
          </section>
          <ClinicMap
            title="Map of the clinic in New Delhi"
            src={site.mapEmbedUrl}
            className="h-80 w-full rounded-2xl border-0 shadow-md lg:h-full lg:min-h-96"
          />
        </div>
      </div>
      <JoinBanner />
    </main>
  );
}
