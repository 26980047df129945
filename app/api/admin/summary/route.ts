import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { deskSummary } from "@/lib/data/submissions";

/** Admin: `{ new: { plans, appointments, contacts }, today: [...], upcoming: [...] }` (IST days). */
export const GET = withAdmin(async (_request, { session }) => json(await deskSummary(session)));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
