import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { paymentsToCheck } from "@/lib/data/payments";
import { deskSummary } from "@/lib/data/submissions";

/**
 * Admin: `{ new: { plans, appointments, contacts }, today: [...], upcoming: [...],
 * paymentsToCheck: [{ _id, kind, name, what, amount, utrs, utrAt }] }` (IST days; the plan
 * requests and consultations whose UTR waits for the owner's check, oldest first).
 */
export const GET = withAdmin(async (_request, { session }) => {
  const [summary, payments] = await Promise.all([deskSummary(session), paymentsToCheck(session)]);
  return json({ ...summary, paymentsToCheck: payments });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
