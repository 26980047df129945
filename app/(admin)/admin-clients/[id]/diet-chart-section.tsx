import { DietChartForm } from "@/components/diet-charts/diet-chart-form";
import { DietChartPanel } from "@/components/diet-charts/diet-chart-panel";
import { ErrorMessage } from "@/components/admin/error-message";
import { dietChartWhatsApp } from "@/components/whatsapp/whatsapp-links";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { dietChartLinkOf, listDietCharts } from "@/lib/diet-charts/data";
import { DIET_CHART_TEMPLATE } from "@/lib/diet-charts/template";
import { chartDate, dietChartPdfPath, dietChartVersionPath } from "@/lib/diet-charts/link";
import { CHART_PDF_MESSAGE, MAX_CHART_PDF_BYTES } from "@/lib/diet-charts/diet-chart-schema";
import { loadAdminData } from "../../load-admin-data";
import { loadWhatsApp } from "../../load-submission";

/**
 * The client page's diet chart (issue 31): its versions, the client's link and the form for the
 * next version. Reads its own data, so the page adds one element for it.
 */
export async function DietChartSection({
  clientId,
  name,
  phone,
}: {
  clientId: string;
  name: string;
  phone?: string;
}) {
  const session = await requireAdminPage();
  const [loaded, whatsApp, url] = await Promise.all([
    loadAdminData("the diet charts", () => listDietCharts(session, clientId)),
    loadWhatsApp(),
    dietChartLinkOf(session, clientId),
  ]);
  if (!loaded.ok) return <ErrorMessage>Error fetching the diet charts</ErrorMessage>;
  const charts = loaded.data;
  const token = new URL(url).searchParams.get("token") ?? "";
  const latest = charts.find((chart) => chart.content !== undefined);
  return (
    <DietChartPanel
      clientName={name}
      clientId={clientId}
      url={url}
      versions={charts.map((chart) => ({
        ...chart,
        date: chartDate(chart.createdAt),
        viewHref: dietChartVersionPath(token, chart.version),
        pdfHref: dietChartPdfPath(token, chart.version),
      }))}
      messages={
        phone ? dietChartWhatsApp(whatsApp.texts, { name, phone }, whatsApp.practice, url) : []
      }
    >
      <DietChartForm
        clientId={clientId}
        next={(charts[0]?.version ?? 0) + 1}
        initial={{
          title: charts[0]?.title ?? "Diet chart",
          content: latest?.content ?? DIET_CHART_TEMPLATE,
        }}
        template={DIET_CHART_TEMPLATE}
        pdfRules={{ maxBytes: MAX_CHART_PDF_BYTES, message: CHART_PDF_MESSAGE }}
      />
    </DietChartPanel>
  );
}
