import { readJson } from "@/lib/api/body";
import { apiRoute, json } from "@/lib/api/route";
import { addClosedDate, upcomingClosedDates } from "@/lib/data/closed-dates";

/** Public: dates from today on when the clinic takes no bookings. */
export const GET = apiRoute(async () => json(await upcomingClosedDates()));

/** Admin: { date: "YYYY-MM-DD", reason? } closes a date. */
export const POST = apiRoute(async (request) => {
  const data = await addClosedDate(await readJson(request), request);
  return json({ success: true, data }, { status: 201 });
});
