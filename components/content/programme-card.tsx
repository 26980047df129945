import { OptimizedImage } from "@/components/ui/optimized-image";
import Link from "next/link";
import type { ProgrammeLink } from "@/lib/content/programmes";

/**
 * One 'Our Programs' card; the whole card is a single link to the programme page. Its styles are
 * the `.programme-card` rules in app/globals.css: the home page shows twelve, and their utility
 * classes repeated in each card weighed 11 KB of the page (once in the HTML, again in the RSC
 * payload).
 */
export function ProgrammeCard({ programme }: { programme: ProgrammeLink }) {
  return (
    <li className="h-full">
      <Link href={`/${programme.slug}`} className="group programme-card">
        <OptimizedImage
          src={programme.img.src}
          alt={programme.img.alt}
          width={800}
          height={560}
          sizes="(min-width: 1152px) 352px, (min-width: 768px) 30vw, 92vw"
        />
        <div>
          <p>{programme.category}</p>
          <h3>{programme.title}</h3>
          <p>{programme.text}</p>
          <span aria-hidden="true">Read more →</span>
        </div>
      </Link>
    </li>
  );
}
