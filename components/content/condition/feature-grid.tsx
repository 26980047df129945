import type { Feature } from "@/lib/content/conditions";

/** The 'Programme features' cards. */
export function FeatureGrid({ heading, items }: { heading: string; items: readonly Feature[] }) {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="font-semibold text-brand-800">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
