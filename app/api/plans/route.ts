import { csvResponse, wantsCsv } from "@/lib/server/api/csv-response";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { readSubmission } from "@/lib/forms/read-submission";
import { withAdmin } from "@/lib/auth/with-admin";
import { everyMatch, listQueryFromUrl } from "@/lib/server/api/paging";
import type { PlanRequestAnswer } from "@/lib/submissions/plan-request-schema";
import {
  createPlanRequest,
  listPlanRequests,
  planRequestCsvColumns,
} from "@/lib/submissions/data/plan-requests";

/**
 * Public: request a plan. The stored price is the catalogue's. 201 { success: true, data }, and
 * `payment` (the UPI step) when UPI is configured.
 */
export const POST = apiRoute(async (request) => {
  const created = await createPlanRequest(await readSubmission(request));
  return json({ success: true, ...created } satisfies PlanRequestAnswer, { status: 201 });
});

/** Admin: plan requests newest first (?plan=, ?duration=, ?payment= filters), JSON array or CSV. */
export const GET = withAdmin(async (request, { session }) => {
  const url = new URL(request.url);
  const query = {
    ...listQueryFromUrl(url),
    plan: url.searchParams.get("plan") ?? undefined,
    duration: url.searchParams.get("duration") ?? undefined,
    payment: url.searchParams.get("payment") ?? undefined,
  };
  if (wantsCsv(url)) {
    const items = await everyMatch((page) => listPlanRequests(session, { ...query, ...page }));
    return csvResponse("plan-requests", planRequestCsvColumns(), items);
  }
  const page = await listPlanRequests(session, query);
  return json(page.items, { headers: { "X-Total-Count": String(page.total) } });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
