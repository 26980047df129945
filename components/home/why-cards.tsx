import { WHY_CARDS } from "@/lib/content/home";
import { SectionHeading } from "./section-heading";

export function WhyCards({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="why-heading" eyebrow="Why us" title={`Why choose ${brand}?`} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {WHY_CARDS.map((card, index) => (
          <li key={card.title} className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
