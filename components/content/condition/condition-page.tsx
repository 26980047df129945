import { RESULTS_NOTE, type Condition, type ContentImage } from "@/lib/content/conditions";
import { BookingLink } from "../booking-link";
import { FaqSection } from "../faq-section";
import { MedicalNote } from "../medical-note";
import { StatGrid } from "../stat-grid";
import { ConditionBanner } from "./condition-banner";
import { FeatureGrid } from "./feature-grid";
import { TextSection } from "./text-section";

/** The one template for all 13 condition pages; each section renders only when its content exists. */
export function ConditionPage({ condition, image }: { condition: Condition; image: ContentImage }) {
  const animated = condition.animatedHeadings ?? false;
  const sections = [
    condition.idealFor,
    ...(condition.sections ?? []),
    condition.exercise,
    condition.counselling,
  ].filter((section) => section !== undefined);

  return (
    <main id="main" className="flex-1">
      <ConditionBanner
        eyebrow={condition.eyebrow}
        heading={condition.heading}
        lead={condition.lead}
        image={image}
        booking={condition.booking}
        animated={animated}
      />
      {condition.stats ? (
        <StatGrid
          heading={condition.stats.heading}
          items={condition.stats.items}
          note={RESULTS_NOTE}
        />
      ) : null}
      {sections.map((section, index) => (
        <TextSection
          key={section.heading}
          section={section}
          flip={index % 2 === 1}
          animated={animated}
        />
      ))}
      {condition.features ? (
        <FeatureGrid heading={condition.features.heading} items={condition.features.items} />
      ) : null}
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6">
        <MedicalNote />
      </div>
      {condition.faq ? <FaqSection items={condition.faq} /> : null}
      {condition.booking ? (
        <section
          aria-labelledby="booking-heading"
          className="mx-auto mb-16 w-full max-w-6xl px-4 sm:px-6"
        >
          <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="booking-heading" className="text-2xl font-bold">
                Ready to start?
              </h2>
              <p className="mt-2 text-brand-50">
                Book a consultation and get a plan built around your reports, routine and tastes.
              </p>
            </div>
            <BookingLink variant="light" />
          </div>
        </section>
      ) : (
        <div className="mb-16" />
      )}
    </main>
  );
}
