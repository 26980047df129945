import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { addTimeBlock, upcomingTimeBlocks } from "@/lib/booking/data/consultations";

/** Admin: part-day blocks from today on. */
export const GET = withAdmin(async (_request, { session }) =>
  json(await upcomingTimeBlocks(session)),
);

/** Admin: `{ date, from, to, reason? }` keeps part of a date free of bookings → 201. */
export const POST = withAdmin(async (request, { session }) =>
  json(await addTimeBlock(session, await readJson(request)), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
