import { OptimizedImage } from "@/components/ui/optimized-image";
import type { TextSection as TextSectionContent } from "@/lib/content/conditions";

type Props = {
  section: TextSectionContent;
  /** puts the illustration on the left, to alternate down the page */
  flip?: boolean;
  animated?: boolean;
};

/** A heading, paragraphs, optional bullet points and an optional illustration beside them. */
export function TextSection({ section, flip = false, animated = false }: Props) {
  const { heading, paragraphs, points, image } = section;
  return (
    <section
      className={`mx-auto grid w-full items-center gap-8 px-4 py-10 sm:px-6 md:gap-12 ${image ? "max-w-6xl md:grid-cols-2" : "max-w-3xl"}`}
    >
      <div className={image && flip ? "md:order-2" : ""}>
        <h2
          className={`text-2xl font-bold text-slate-900 sm:text-3xl ${animated ? "motion-safe:animate-rise" : ""}`}
        >
          {heading}
        </h2>
        {paragraphs.map((text) => (
          <p key={text.slice(0, 40)} className="mt-4 text-slate-700">
            {text}
          </p>
        ))}
        {points ? (
          <ul className="mt-5 space-y-2">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-500"
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {image ? (
        <OptimizedImage
          src={image.src}
          alt={image.alt}
          width={800}
          height={560}
          sizes="(min-width: 1152px) 536px, (min-width: 768px) 45vw, 92vw"
          className="w-full rounded-2xl"
        />
      ) : null}
    </section>
  );
}
