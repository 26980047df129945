import { PageHeader } from "@/components/layout/page-header";
import { ComparisonTable } from "@/components/pricing/comparison-table";
import { PlanCards } from "@/components/pricing/plan-cards";
import { PricingFaq } from "@/components/pricing/pricing-faq";
import { ServiceCards } from "@/components/pricing/service-cards";
import { faqPageJsonLd } from "@/components/seo/faq-page-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { pricedPlans } from "@/lib/content/plans";
import { pricingFaq } from "@/lib/content/pricing";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description:
    "Basic, Premium and Ultimate diet plans for one, two or three months, consultations and therapeutic diet plans, with a feature comparison and answers to common questions.",
  path: "/pricing",
});

const section = "mx-auto max-w-7xl px-4 py-12 sm:px-6";
const heading = "mb-8 text-2xl font-bold text-slate-900 sm:text-3xl";

const faq = pricingFaq(pricedPlans());

export default function PricingPage() {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <JsonLd data={faqPageJsonLd(faq)} />
      <div className={`${section} pb-0`}>
        <PageHeader eyebrow="Pricing" title="Choose the plan that fits your goals">
          <p>
            Every plan starts with a consultation and a diet plan made for you. Longer plans give
            you more support and more time to build habits that last.
          </p>
        </PageHeader>
      </div>
      <section aria-labelledby="plans-heading" className={section}>
        <h2 id="plans-heading" className={heading}>
          Plans
        </h2>
        <PlanCards />
      </section>
      <section aria-labelledby="services-heading" className={section}>
        <h2 id="services-heading" className={heading}>
          Services
        </h2>
        <ServiceCards />
      </section>
      <section aria-labelledby="compare-heading" className={section}>
        <h2 id="compare-heading" className={heading}>
          Compare the plans
        </h2>
        <ComparisonTable />
      </section>
      <section aria-labelledby="faq-heading" className={section}>
        <h2 id="faq-heading" className={heading}>
          Frequently asked questions
        </h2>
        <PricingFaq items={faq} />
      </section>
    </main>
  );
}
