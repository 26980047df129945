import { PROGRAMME_CARDS } from "@/lib/content/programmes";
import { ProgrammeCard } from "./programme-card";

/**
 * The 'Our Programs' section: the 12 programme cards, three columns from medium screens.
 * A server component placed on the home page; `id` anchors the section (default '#programs').
 */
export function OurProgramsSection({ id = "programs" }: { id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-brand-50/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Our Programs</p>
        <h2
          id={`${id}-heading`}
          className="mt-2 max-w-2xl text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          Programs tailored to meet your every dietician need.
        </h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {PROGRAMME_CARDS.map((programme) => (
            <ProgrammeCard key={programme.slug} programme={programme} />
          ))}
        </ul>
      </div>
    </section>
  );
}
