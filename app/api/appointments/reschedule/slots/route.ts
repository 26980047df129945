import { readJson } from "@/lib/server/api/body";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { freeSlotsForMove } from "@/lib/booking/data/reschedule";

/**
 * Public, with the signed reschedule link: `{ token, date }` → the times that booking can move to
 * (its own length; its own hold left out). POST, so the link's token stays out of URLs and logs.
 */
export const POST = apiRoute(async (request) =>
  json(await freeSlotsForMove(await readJson(request))),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
