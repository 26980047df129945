import { otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { dietChartDownloadForClient } from "@/lib/diet-charts/data";
import { dietChartPdfResponse } from "@/lib/diet-charts/pdf-response";

/** The signed-in client's diet chart as a PDF, `?v=2` for an earlier version; 404 when there is none. */
export const GET = withClient(async (request, { session }) => {
  const v = new URL(request.url).searchParams.get("v") ?? undefined;
  return dietChartPdfResponse(await dietChartDownloadForClient(session, v));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
