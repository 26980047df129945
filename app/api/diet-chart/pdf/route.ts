import { apiRoute, otherMethods } from "@/lib/server/api/route-handler";
import { dietChartForDownload } from "@/lib/diet-charts/data";
import { dietChartPdfResponse } from "@/lib/diet-charts/pdf-response";

/**
 * Public, by the client's signed link: one version of their diet chart as a PDF,
 * `/api/diet-chart/pdf?token=…&v=2` (the current one without `v`). 404 for a link we did not
 * sign or a version that does not exist, 410 once the link expired. The token stays in the
 * query, like the page's.
 */
export const GET = apiRoute(async (request) => {
  const query = new URL(request.url).searchParams;
  const found = await dietChartForDownload(query.get("token") ?? "", query.get("v") ?? undefined);
  return dietChartPdfResponse(found);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
