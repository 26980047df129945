import "server-only";
import type { DietChartDownload } from "@/lib/diet-charts/data";
import { chartDate } from "@/lib/diet-charts/link";
import { dietChartPdf } from "@/lib/diet-charts/pdf";
import { site } from "@/lib/site";

/**
 * One version of a diet chart as a PDF download: a written chart drawn by ./pdf.ts, an uploaded
 * one as uploaded. Health data: `private, no-store`, never indexed, never shown inline.
 */
export async function dietChartPdfResponse(found: DietChartDownload): Promise<Response> {
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
}
