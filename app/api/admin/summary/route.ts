import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { bookingConflicts } from "@/lib/booking/data/booking-conflicts";
import { paymentsToCheck } from "@/lib/payments/data/payments";
import { deskSummary } from "@/lib/submissions/data/submissions";

/**
 * Admin: `{ new: { plans, appointments, contacts }, today: [...], upcoming: [...],
 * paymentsToCheck: [{ _id, kind, name, what, amount, utrs, utrAt }],
 * conflicts: [{ _id, name, date, time, typeName?, reason }] }` (IST days; the plan requests and
 * consultations whose UTR waits for the owner's check, oldest first; the bookings her hours,
 * blocks or closed dates now leave out, up to the booking horizon, by date and time).
 */
export const GET = withAdmin(async (_request, { session }) => {
  const [summary, payments, conflicts] = await Promise.all([
    deskSummary(session),
    paymentsToCheck(session),
    bookingConflicts(session),
  ]);
  return json({ ...summary, paymentsToCheck: payments, conflicts });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
