import type { DietChartItem, DietChartVersion } from "@/lib/diet-charts/diet-chart-schema";
import { chartDate } from "@/lib/diet-charts/link";
import { renderMarkdown } from "@/lib/publishing/markdown";
import { site } from "@/lib/site";

const linkClass = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

/**
 * The client's diet chart, on their signed link's page and in her app (/my/diet-chart): the
 * version shown (the current one unless they picked another), its PDF, and every version. Plain
 * links, no client code; on the link's page they carry the token, so none is a Next <Link>
 * (nothing prefetched or kept by the router). Printed alone: the
 * print rule hides everything but the chart and its ancestors (the site's header, footer, banner,
 * shortcuts). It is inline, not in app/globals.css: the HTML checker's CSS grammar predates
 * `:has()`, and only this page needs it.
 */
const PRINT_ALONE = `@media print {
  body *:not(:has([data-print-alone]), [data-print-alone], [data-print-alone] *) { display: none !important; }
  [data-print-alone] a[href]::after { content: none; }
}`;

export function DietChartView({
  name,
  chart: item,
  current,
  versions: stored,
  pdfHref,
  versionHref,
}: {
  name: string;
  chart: DietChartItem;
  current: number;
  versions: DietChartVersion[];
  /** where a version's PDF and page are, under the link's token or in her app */
  pdfHref: (version: number) => string;
  versionHref: (version: number) => string;
}) {
  const chart = {
    ...item,
    date: chartDate(item.createdAt),
    // the chart's Markdown as safe HTML; none for an uploaded PDF
    html: item.content === undefined ? undefined : renderMarkdown(item.content),
    pdfHref: pdfHref(item.version),
  };
  const versions = stored.map((version) => ({
    ...version,
    date: chartDate(version.createdAt),
    href: versionHref(version.version),
  }));
  const phone = { text: site.phone, href: site.phoneHref };
  const isCurrent = chart.version === current;
  return (
    <div data-print-alone className="space-y-6">
      <style>{PRINT_ALONE}</style>
      <div className="space-y-1">
        <p className="text-lg font-semibold text-slate-900">For {name}</p>
        <h2 className="text-2xl font-bold text-slate-900">{chart.title}</h2>
        <p className="text-slate-700">
          Version {chart.version} · {chart.date}
          {isCurrent ? " · current" : ""}
        </p>
        {isCurrent ? null : (
          <p className="font-medium text-amber-900 print:hidden" role="note">
            This is an earlier version.{" "}
            <a href={versions[0]?.href} className={linkClass}>
              See the current chart (version {current})
            </a>
          </p>
        )}
      </div>
      <p className="print:hidden">
        <a
          href={chart.pdfHref}
          download
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Download PDF
        </a>
      </p>
      {chart.html !== undefined ? (
        <div
          className="post-body text-base leading-7 print:text-sm"
          dangerouslySetInnerHTML={{ __html: chart.html }}
        />
      ) : (
        <p className="text-slate-800">
          This version is a PDF file ({chart.pdf?.filename}): download it with the button above.
        </p>
      )}
      <p className="text-sm text-slate-700">
        Questions about your chart? Call{" "}
        <a href={phone.href} className={linkClass}>
          {phone.text}
        </a>
        .
      </p>
      {versions.length > 1 ? (
        <nav aria-label="All versions" className="border-t border-slate-200 pt-4 print:hidden">
          <h2 className="text-lg font-semibold text-slate-900">All versions</h2>
          <ul className="mt-2 space-y-2">
            {versions.map((version) => (
              <li key={version._id}>
                <a
                  href={version.href}
                  aria-current={version.version === chart.version ? "page" : undefined}
                  className={`${linkClass} aria-[current=page]:font-bold aria-[current=page]:no-underline`}
                >
                  Version {version.version}: {version.title}
                </a>{" "}
                <span className="text-slate-700">
                  · {version.date}
                  {version.version === current ? " · current" : ""}
                </span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
