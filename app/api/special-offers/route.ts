import { readJson } from "@/lib/server/api/body";
import { publicJsonResponse } from "@/lib/server/api/public-json";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { createSpecialOffer, listSpecialOffersJson } from "@/lib/publishing/data/special-offers";

/** Public: every offer, newest first. */
export const GET = apiRoute(async (request) =>
  publicJsonResponse(request, await listSpecialOffersJson()),
);

/** Admin: add an offer { type, text }. */
export const POST = withAdmin(async (request, { session }) => {
  const data = await createSpecialOffer(session, await readJson(request));
  return json({ success: true, data }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
