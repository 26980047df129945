import { csvResponse, wantsCsv } from "@/lib/api/csv-response";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { readSubmission } from "@/lib/api/submission";
import { withAdmin } from "@/lib/api/with-admin";
import { listQueryFromUrl } from "@/lib/data/list-query";
import {
  createPlanRequest,
  listPlanRequests,
  PLAN_REQUEST_CSV_COLUMNS,
} from "@/lib/data/plan-requests";

/** Public: request a plan. The stored price is the catalogue's. 201 { success: true, data }. */
export const POST = apiRoute(async (request) => {
  const data = await createPlanRequest(await readSubmission(request));
  return json({ success: true, data }, { status: 201 });
});

/** Admin: plan requests newest first (?plan=, ?duration= filters), JSON array or CSV. */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const page = await listPlanRequests(session, {
    ...listQueryFromUrl(url),
    plan: url.searchParams.get("plan") ?? undefined,
    duration: url.searchParams.get("duration") ?? undefined,
  });
  if (wantsCsv(url)) return csvResponse("plan-requests", PLAN_REQUEST_CSV_COLUMNS, page.items);
  return json(page.items, { headers: { "X-Total-Count": String(page.total) } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
