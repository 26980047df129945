import { OptimizedImage } from "@/components/ui/optimized-image";
import Link from "next/link";
import type { ProgrammeLink } from "@/lib/content/programmes";

/** One 'Our Programs' card; the whole card is a single link to the programme page. */
export function ProgrammeCard({ programme }: { programme: ProgrammeLink }) {
  return (
    <li className="h-full">
      <Link
        href={`/${programme.slug}`}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-[translate,box-shadow] hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none"
      >
        <OptimizedImage
          src={programme.img.src}
          alt={programme.img.alt}
          width={800}
          height={560}
          sizes="(min-width: 1152px) 352px, (min-width: 768px) 30vw, 92vw"
          className="aspect-[10/7] w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {programme.category}
          </p>
          <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-700">
            {programme.title}
          </h3>
          <p className="text-slate-700">{programme.text}</p>
          <span className="mt-auto pt-2 text-sm font-semibold text-brand-700" aria-hidden="true">
            Read more →
          </span>
        </div>
      </Link>
    </li>
  );
}
