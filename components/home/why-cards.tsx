import { WHY_CARDS } from "@/lib/content/home";
import { SectionHeading } from "./section-heading";

export function WhyCards({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="why-heading" eyebrow="Why us" title={`Why choose ${brand}?`} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {WHY_CARDS.map((card, index) => (
          <li key={card.title} className="why-card">
            <span aria-hidden="true">{index + 1}</span>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
