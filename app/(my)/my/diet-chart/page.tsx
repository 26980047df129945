import type { Metadata } from "next";
import { DietChartView } from "@/components/diet-charts/diet-chart-view";
import { requireClientPage } from "@/lib/client-app/client-page";
import { dietChartForClient } from "@/lib/diet-charts/data";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "My diet chart" };

type Props = { searchParams: Promise<{ v?: string | string[] }> };

/** Her diet chart, `?v=1` for an earlier version, with its PDF and every version. */
export default async function MyDietChartPage({ searchParams }: Props) {
  const session = await requireClientPage();
  const { v } = await searchParams;
  const view = await dietChartForClient(session, typeof v === "string" ? v : undefined);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">My diet chart</h1>
      {view.status === "open" ? (
        <DietChartView
          name={view.name}
          chart={view.chart}
          current={view.current}
          versions={view.versions}
          pdfHref={(version) => `/api/my/diet-chart/pdf?v=${version}`}
          versionHref={(version) => `/my/diet-chart?v=${version}`}
        />
      ) : (
        <p className="text-slate-700">
          Your diet chart is not ready yet. Dt. {site.practitioner} will send you a message when it
          is.
        </p>
      )}
    </div>
  );
}
