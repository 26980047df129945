import { OptimizedImage } from "@/components/ui/optimized-image";
import Link from "next/link";
import type { ContentImage } from "@/lib/content/conditions";

type Props = {
  id: string;
  title: string;
  summary: string;
  image: ContentImage;
  preloadImage?: boolean;
  children: React.ReactNode;
};

/** One yoga offer (group classes or 1-on-1 sessions) with its details and a 'Join Now' link to /contact. */
export function YogaOffer({ id, title, summary, image, preloadImage = false, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <OptimizedImage
        src={image.src}
        alt={image.alt}
        width={900}
        height={640}
        preload={preloadImage}
        fetchPriority={preloadImage ? "high" : undefined}
        sizes="(min-width: 1152px) 536px, (min-width: 768px) 46vw, 92vw"
        className="aspect-[45/32] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-2 text-slate-700">{summary}</p>
        <div className="mt-5 flex-1 space-y-5 text-slate-800">{children}</div>
        <Link
          href="/contact"
          aria-label={`Join Now – ${title}`}
          className="mt-6 inline-flex self-start rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Join Now
        </Link>
      </div>
    </section>
  );
}
