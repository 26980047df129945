import { FEATURES } from "@/lib/content/home";
import { FeatureIcon } from "./feature-icon";
import { SectionHeading } from "./section-heading";

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to eat well"
        >
          Support that goes beyond a printed diet chart.
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature-card">
              <span>
                <FeatureIcon icon={feature.icon} />
              </span>
              <div>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
