import { apiRoute, json } from "@/lib/api/route";
import { listFreeSlots } from "@/lib/data/appointments";

/** Public: the free slots of ?date=YYYY-MM-DD in IST, whatever the visitor's own time zone. */
export const GET = apiRoute(async (request) => {
  const date = new URL(request.url).searchParams.get("date") ?? "";
  return json(await listFreeSlots(date));
});
