import { readJson } from "@/lib/api/body";
import { apiRoute, json, jsonText, otherMethods } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/session";
import { createSpecialOffer, listSpecialOffersJson } from "@/lib/data/special-offers";

/** Public: every offer, newest first. */
export const GET = apiRoute(async () => jsonText(await listSpecialOffersJson()));

/** Admin: add an offer { type, text }. */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request);
  const data = await createSpecialOffer(await readJson(request), request);
  return json({ success: true, data }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
