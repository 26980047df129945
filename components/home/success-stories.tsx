import { OptimizedImage } from "@/components/ui/optimized-image";
import { TESTIMONIALS } from "@/lib/content/home";
import { SectionHeading } from "./section-heading";

/** The strip of eight testimonial images; it scrolls sideways on small screens. */
export function SuccessStories() {
  return (
    <section aria-labelledby="stories-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="stories-heading"
        eyebrow="Success stories"
        title="Real people, real results"
      />
      <ul
        className="mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 lg:grid lg:grid-cols-4 lg:overflow-visible"
        tabIndex={0}
        aria-label="Testimonials"
      >
        {TESTIMONIALS.map((story, index) => (
          <li key={story.name} className="story-card">
            <figure>
              <OptimizedImage
                src={`/images/testimonials/client-${index + 1}.webp`}
                alt={`Illustrated portrait of ${story.name}`}
                width={480}
                height={480}
                sizes="(min-width: 1024px) 25vw, 240px"
              />
              <figcaption>
                <blockquote>“{story.quote}”</blockquote>
                <p>{story.name}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
