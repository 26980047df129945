import { OptimizedImage } from "@/components/ui/optimized-image";
import type { ContentImage } from "@/lib/content/conditions";
import { BookingLink } from "../booking-link";

type Props = {
  eyebrow: string;
  heading: string;
  lead: string;
  image: ContentImage;
  booking: boolean;
  animated?: boolean;
};

/** The top of a condition page: what it is about, the illustration, and the booking link where there is one. */
export function ConditionBanner({ eyebrow, heading, lead, image, booking, animated }: Props) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1
            className={`mt-3 text-3xl font-bold text-slate-900 sm:text-4xl ${animated ? "motion-safe:animate-rise" : ""}`}
          >
            {heading}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{lead}</p>
          {booking ? (
            <div className="mt-8">
              <BookingLink />
            </div>
          ) : null}
        </div>
        <OptimizedImage
          src={image.src}
          alt={image.alt}
          width={800}
          height={560}
          preload
          fetchPriority="high"
          sizes="(min-width: 1152px) 552px, (min-width: 768px) 46vw, 92vw"
          className="w-full rounded-2xl"
        />
      </div>
    </section>
  );
}
