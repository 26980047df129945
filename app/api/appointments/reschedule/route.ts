import { readJson } from "@/lib/server/api/body";
import { apiRoute, json } from "@/lib/server/api/route-handler";
import { rescheduleByLink } from "@/lib/booking/data/reschedule";

/**
 * Public, with the signed reschedule link of a confirmation or reminder email: moves that
 * appointment to `{ date, time }` (a free slot, IST) and frees the old one. 409 when the new
 * slot was just taken (the old one is kept), or the link was used or the appointment cancelled.
 */
export const POST = apiRoute(async (request) => {
  const data = await rescheduleByLink(await readJson(request));
  return json({ success: true, data });
});
