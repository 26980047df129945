import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { bookFollowUpVisit } from "@/lib/programmes/data/follow-up-visits";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: books a follow-up visit of one of the client's programmes, `{ programmeId, date,
 * time }` → 201 `{ success, appointment }` (the client is emailed the confirmation); 400 with a
 * message per field (a closed or past slot, a date after the programme); 404; 409 for a slot
 * just taken or when every visit the programme includes is booked.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  const appointment = await bookFollowUpVisit(session, id, body);
  return json({ success: true, appointment }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
