import { readJson } from "@/lib/server/api/body";
import { apiRoute, json } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { addClosedDate, upcomingClosedDates } from "@/lib/booking/data/closed-dates";

/** Public: dates from today on when the clinic takes no bookings. */
export const GET = apiRoute(async () => json(await upcomingClosedDates()));

/** Admin: { date: "YYYY-MM-DD", reason? } closes a date. */
export const POST = withAdmin(async (request, { session }) => {
  const data = await addClosedDate(session, await readJson(request));
  return json({ success: true, data }, { status: 201 });
});
