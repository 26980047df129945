import Link from "next/link";
import type { LegalDocument } from "@/lib/content/legal";
import { LEGAL_UPDATED } from "@/lib/content/legal";
import { PageHeader } from "@/components/layout/page-header";

/**
 * Renders one of the policy documents: title, last-updated line, a link to the same document in
 * its other language, introduction and numbered sections. A document in another language than
 * English carries its `lang` on the whole content (the root <html> is "en").
 */
export function LegalDocumentView({ policy }: { policy: LegalDocument }) {
  const labels = policy.labels ?? { eyebrow: "Legal", updated: "Last updated" };
  const other = policy.otherLanguage;
  return (
    <main id="main" lang={policy.lang} className="flex-1">
      <PageHeader band eyebrow={labels.eyebrow} title={policy.title}>
        <p className="text-base text-slate-600">
          {labels.updated}: {policy.updated ?? LEGAL_UPDATED}
        </p>
        {other ? (
          <p className="text-base">
            <Link
              href={other.href}
              lang={other.lang}
              hrefLang={other.lang}
              className="font-medium text-brand-800 underline"
            >
              {other.label}
            </Link>
          </p>
        ) : null}
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
