import { OptimizedImage } from "@/components/ui/optimized-image";
import { BookingLink } from "@/components/content/booking-link";
import { PageHeader } from "@/components/layout/page-header";
import { StatGrid } from "@/components/content/stat-grid";
import { StoryTimeline } from "@/components/content/story-timeline";
import { ACHIEVEMENTS, MISSION, STORY } from "@/lib/content/about";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/pages/page-metadata";

export const metadata = pageMetadata({
  description: `Meet Dietician ${site.practitioner}: over 10 years of personalised nutrition care in New Delhi and online, with more than 5,000 clients served.`,
  path: "/about",
});

export default function AboutPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="About Us" title={`Nutrition care with a personal touch`}>
        <p>
          {site.brand} is the practice of Dietician {site.practitioner}, helping families across
          India eat well for better health since 2014.
        </p>
      </PageHeader>
      <section
        aria-labelledby="mission-heading"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 md:grid-cols-2"
      >
        <div>
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Our mission
          </h2>
          {MISSION.map((paragraph) => (
            <p key={paragraph.slice(0, 30)} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <OptimizedImage
          src="/images/about/dietician-at-work.webp"
          alt="The dietician talking a client through a meal plan at the consultation desk"
          width={900}
          height={700}
          preload
          fetchPriority="high"
          sizes="(min-width: 1152px) 536px, (min-width: 768px) 46vw, 92vw"
          className="w-full rounded-2xl"
        />
      </section>
      <StatGrid heading="Our achievements" items={ACHIEVEMENTS} />
      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Our story
        </h2>
        <StoryTimeline entries={STORY} />
      </section>
      <section
        aria-labelledby="cta-heading"
        className="mx-auto mb-16 w-full max-w-6xl px-4 sm:px-6"
      >
        <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold">
              Let&apos;s work on your health together
            </h2>
            <p className="mt-2 text-brand-50">
              Book a consultation in the clinic or online, wherever you are in India.
            </p>
          </div>
          <BookingLink variant="light" />
        </div>
      </section>
    </main>
  );
}
