import Link from "next/link";
import { PlanCards } from "@/components/pricing/plan-cards";
import { SectionHeading } from "./section-heading";

export function HomePricing() {
  return (
    <section aria-labelledby="home-pricing-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-pricing-heading" eyebrow="Pricing" title="Plans for every goal">
          Start with one month or commit to three. Every plan is made for you.
        </SectionHeading>
        <div className="mt-10">
          <PlanCards />
        </div>
        <p className="mt-8 text-center">
          <Link
            href="/pricing"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            Compare all plan features
          </Link>
        </p>
      </div>
    </section>
  );
}
