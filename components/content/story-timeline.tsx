import type { StoryEntry } from "@/lib/content/about";

/** The story as a vertical timeline: year, title and a short text per entry. */
export function StoryTimeline({ entries }: { entries: readonly StoryEntry[] }) {
  return (
    <ol className="relative mt-8 space-y-8 border-l-2 border-brand-200 pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.45rem] h-4 w-4 rounded-full border-4 border-white bg-brand-600 shadow"
          />
          <p className="text-sm font-bold text-brand-700">{entry.year}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{entry.title}</h3>
          <p className="mt-1 text-slate-700">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
