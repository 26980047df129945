import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Accordion } from "@/components/ui/accordion";
import type { FaqItem } from "@/lib/content/faq";

/** Six questions that open and close independently, beside the 'Ask you question' card. */
export function PricingFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <Accordion
        mode="independent"
        headingLevel={3}
        items={items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))}
      />
      <aside
        aria-labelledby="ask-question"
        className="self-start rounded-2xl bg-brand-800 p-6 text-white"
      >
        <h3 id="ask-question" className="text-xl font-bold">
          Ask you question
        </h3>
        <p className="mt-2 text-brand-50">
          Did not find your answer? Write to us and we will reply within 24 hours.
        </p>
        <Link href="/contact" className={buttonClasses("accent", "mt-5")}>
          Contact us
        </Link>
      </aside>
    </div>
  );
}
