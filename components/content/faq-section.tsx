import { faqPageJsonLd } from "@/components/seo/faq-page-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { Accordion } from "@/components/ui/accordion";
import type { FaqItem } from "@/lib/content/faq";

/** A 'Frequently asked questions' block: one answer open at a time, plus FAQPage structured data. */
export function FaqSection({
  items,
  heading = "Frequently asked questions",
}: {
  items: readonly FaqItem[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <Accordion
        className="mt-6"
        mode="single"
        items={items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))}
      />
      <JsonLd data={faqPageJsonLd(items)} />
    </section>
  );
}
