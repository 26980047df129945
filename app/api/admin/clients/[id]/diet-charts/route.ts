import { formFields, readJson, readMultipart } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { listDietCharts, saveDietChart, type ChartUpload } from "@/lib/diet-charts/data";
import { MAX_CHART_PDF_BYTES } from "@/lib/diet-charts/diet-chart-schema";

type Context = { params: Promise<{ id: string }> };

/** A PDF of 10 MB and the title, with the multipart framing. */
const CHART_MULTIPART_MAX_BYTES = MAX_CHART_PDF_BYTES + 64 * 1024;

async function readChart(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    return { body: await readJson(request), pdf: undefined };
  const form = await readMultipart(request, CHART_MULTIPART_MAX_BYTES);
  const file = form.get("pdf");
  let pdf: ChartUpload | undefined;
  if (file instanceof File && !(file.size === 0 && file.name === ""))
    pdf = { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name };
  return { body: formFields(form), pdf };
}

/**
 * Admin only: a new version of the client's diet chart, `{ title, content }` (Markdown) as JSON,
 * or multipart with `title` and a `pdf` file → 201 `{ _id, version, link }`, the link being the
 * client's signed page (also emailed to them); 400 with a message per field; 404 unknown client.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, { body, pdf }] = await Promise.all([params, readChart(request)]);
  const saved = await saveDietChart(session, id, body, pdf);
  return json(saved, { status: 201 });
});

/** Admin only: the client's versions, newest first → 200 `{ items }`. */
export const GET = withAdmin<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  return json({ items: await listDietCharts(session, id) });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
