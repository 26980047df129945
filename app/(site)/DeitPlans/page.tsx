import { BookingLink } from "@/components/content/booking-link";
import { DietPlanGrid } from "@/components/content/diet-plan-grid";
import { MedicalNote } from "@/components/content/medical-note";
import { PageHeader } from "@/components/layout/page-header";
import { DIET_PLANS } from "@/lib/content/diet-plans";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description:
    "29 diet plans, from DASH, diabetic and renal diets to vegan, Mediterranean and Ayurvedic eating, each personalised by a qualified dietician. Join on WhatsApp.",
  path: "/DeitPlans",
});

export default function DietPlansPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="Services" title="Diet Plans">
        <p>
          Every body, routine and kitchen is different. Choose the style of eating that interests
          you and we will shape it around your health reports, preferences and goals, with Indian
          foods you already enjoy.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <DietPlanGrid plans={DIET_PLANS} />
        <MedicalNote className="mt-12" />
        <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <p className="text-lg text-slate-800">
            Not sure which plan is right for you? Talk it through with us first.
          </p>
          <BookingLink />
        </div>
      </div>
      <div className="mb-16" />
    </main>
  );
}
