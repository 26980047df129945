import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { renewProgrammeByHand } from "@/lib/programmes/data/enrolments";

type Context = { params: Promise<{ id: string; programmeId: string }> };

/**
 * Admin only: renews a programme by hand, `{ endDate }` (the end the owner saw) → 201 the
 * programme with another period; 404 unknown; 409 when it changed meanwhile (renewed already).
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id, programmeId }, body] = await Promise.all([params, readJson(request)]);
  return json(await renewProgrammeByHand(session, id, programmeId, body), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
