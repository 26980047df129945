import type { Metadata } from "next";
import {
  EmailLinkPage,
  LinkProblem,
  linkToken,
  secretLinkRequest,
} from "@/components/booking/email-link-page";
import { DietChartView } from "@/components/diet-charts/diet-chart-view";
import { dietChartForLink } from "@/lib/diet-charts/data";
import { dietChartPdfPath, dietChartVersionPath } from "@/lib/diet-charts/link";
import { site } from "@/lib/site";

const TITLE = "Your diet chart";

export const metadata: Metadata = {
  title: TITLE,
  description: `Your diet chart from ${site.brand}.`,
  robots: { index: false, follow: false },
};

type Props = {
  searchParams: Promise<{ token?: string | string[]; v?: string | string[] }>;
};

/** Rendered whole per request, nothing cached: the URL holds the link's secret (EmailLinkPage). */
export const instant = false;

const PROBLEMS = {
  invalid: "This link is not valid. Please use the link from your latest email, or call us.",
  expired: "This link has expired. Please ask us for a new one.",
  revoked: "This link has been withdrawn. Please ask us for a new one.",
  empty: "Your diet chart is not ready yet. We will send you a message when it is.",
} as const;

/**
 * Where the "your diet chart is ready" email and WhatsApp message lead, `/diet-chart?token=…`
 * (`&v=1` for an earlier version): the chart to read and print, its PDF, and every version.
 * A tampered link never gets here (middleware.ts answers it 404).
 */
export default async function DietChartPage({ searchParams }: Props) {
  await secretLinkRequest();
  const [token, { v }] = await Promise.all([linkToken(searchParams), searchParams]);
  const view = token
    ? await dietChartForLink(token, typeof v === "string" ? v : undefined)
    : { status: "invalid" as const };
  return (
    <EmailLinkPage
      title={TITLE}
      label={TITLE}
      intro={`From Dt. ${site.practitioner}, ${site.brand}. Print it, or download the PDF to keep it on your phone.`}
    >
      {view.status === "open" ? (
        <DietChartView
          name={view.name}
          chart={view.chart}
          current={view.current}
          versions={view.versions}
          pdfHref={(version) => dietChartPdfPath(token, version)}
          versionHref={(version) => dietChartVersionPath(token, version)}
        />
      ) : (
        <LinkProblem message={PROBLEMS[view.status]}>
          <a href={site.phoneHref} className="font-medium text-brand-800 underline">
            Call {site.phone}
          </a>
        </LinkProblem>
      )}
    </EmailLinkPage>
  );
}
