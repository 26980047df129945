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
          <li
            key={story.name}
            className="w-60 shrink-0 snap-start overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 lg:w-auto"
          >
            <figure>
              <OptimizedImage
                src={`/images/testimonials/client-${index + 1}.webp`}
                alt={`Illustrated portrait of ${story.name}`}
                width={480}
                height={480}
                sizes="(min-width: 1024px) 25vw, 240px"
                className="aspect-square h-auto w-full"
              />
              <figcaption className="p-4">
                <blockquote className="text-slate-800">“{story.quote}”</blockquote>
                <p className="mt-2 text-sm font-semibold text-brand-800">{story.name}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
