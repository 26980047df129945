import { apiRoute, otherMethods } from "@/lib/server/api/route-handler";
import { dietChartForDownload } from "@/lib/diet-charts/data";
import { chartDate } from "@/lib/diet-charts/link";
import { dietChartPdf } from "@/lib/diet-charts/pdf";
import { site } from "@/lib/site";

/**
 * Public, by the client's signed link: one version of their diet chart as a PDF,
 * `/api/diet-chart/pdf?token=…&v=2` (the current one without `v`). A written chart is drawn by
 * lib/diet-charts/pdf.ts; an uploaded one is sent as uploaded. Health data: `private, no-store`,
 * never indexed, a download (not shown inline). 404 for a link we did not sign or a version that
 * does not exist, 410 once the link expired. The token stays in the query, like the page's.
 */
export const GET = apiRoute(async (request) => {
  const query = new URL(request.url).searchParams;
  const v = query.get("v") ?? undefined;
  const found = await dietChartForDownload(query.get("token") ?? "", v);
  const bytes =
    found.kind === "pdf"
      ? found.bytes
      : await dietChartPdf({
          brand: site.brand,
          practitioner: site.practitioner,
          phone: site.phone,
          email: site.email,
          clientName: found.name,
          title: found.chart.title,
          version: found.chart.version,
          date: chartDate(found.chart.createdAt),
          content: found.chart.content,
        });
  const version = found.kind === "pdf" ? found.version : found.chart.version;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="diet-chart-v${version}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
