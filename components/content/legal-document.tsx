import type { LegalDocument } from "@/lib/content/legal";
import { LEGAL_UPDATED } from "@/lib/content/legal";
import { PageHeader } from "@/components/layout/page-header";

/** Renders one of the policy documents: title, last-updated line, introduction and numbered sections. */
export function LegalDocumentView({ policy }: { policy: LegalDocument }) {
  return (
    <main id="main" className="flex-1">
      <PageHeader band eyebrow="Legal" title={policy.title}>
        <p className="text-base text-slate-600">Last updated: {policy.updated ?? LEGAL_UPDATED}</p>
        <p>{policy.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
        {policy.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`section-${index + 1}`}>
            <h2 id={`section-${index + 1}`} className="text-xl font-bold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text.slice(0, 40)} className="mt-3 text-slate-700">
                {text}
              </p>
            ))}
            {section.points ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </main>
  );
}
