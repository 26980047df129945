import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { updateProgramme } from "@/lib/programmes/data/enrolments";

type Context = { params: Promise<{ id: string; programmeId: string }> };

/**
 * Admin only: `{ weighInDay }` (0 Sunday … 6 Saturday, or null for none), the weekday her phone
 * is reminded to weigh in → the programme; 404 unknown (or another client's); 400 another value.
 */
export const PATCH = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id, programmeId }, body] = await Promise.all([params, readJson(request)]);
  return json(await updateProgramme(session, id, programmeId, body));
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
