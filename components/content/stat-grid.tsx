import type { Stat } from "@/lib/content/conditions";

/** Achievement statistics or counters: big figures with a label, and a note on what they mean. */
type Props = { heading: string; items: readonly Stat[]; note?: string; id?: string };

export function StatGrid({ heading, items, note, id = "stats" }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-800 py-12 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {heading}
        </h2>
        <dl
          className={`mt-8 grid grid-cols-2 gap-6 ${items.length === 4 ? "md:grid-cols-4" : "md:grid-cols-3"}`}
        >
          {items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-5">
              <dt className="mt-1 text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {note ? <p className="mt-6 text-sm text-brand-100">{note}</p> : null}
      </div>
    </section>
  );
}
