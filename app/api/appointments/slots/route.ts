import { apiRoute, json } from "@/lib/server/api/route-handler";
import { listFreeSlots } from "@/lib/booking/data/slot-holds";

/**
 * Public: the free start times of ?date=YYYY-MM-DD in IST, whatever the visitor's own time zone,
 * for the appointment type ?type= (its duration and buffer; the default type when absent).
 */
export const GET = apiRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  return json(await listFreeSlots(params.get("date") ?? "", params.get("type")));
});
