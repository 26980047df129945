import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { startProgramme } from "@/lib/programmes/data/enrolments";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: starts a programme, `{ plan, duration, startDate, planRequestId? }` → 201
 * `{ _id, plan, duration, startDate, endDate, followUpsIncluded, … }`; 400 for a plan/duration
 * pair the catalogue lacks (or another request's or an unpaid one); 404 unknown client; 409 when
 * the plan request started a programme already.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  return json(await startProgramme(session, id, body), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
