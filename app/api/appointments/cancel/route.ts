import { readJson } from "@/lib/server/api/body";
import { badRequest } from "@/lib/server/api/api-errors";
import { apiRoute, json } from "@/lib/server/api/route-handler";
import { cancelByLink } from "@/lib/booking/data/appointment-status";

/** Public, with the signed token of a confirmation email: cancels that appointment and frees its slot. */
export const POST = apiRoute(async (request) => {
  const { token } = await readJson(request);
  if (typeof token !== "string" || !token)
    throw badRequest("The cancellation link is missing its token", { token: ["Required"] });
  const { when } = await cancelByLink(token);
  return json({ success: true, message: `Your appointment on ${when} is cancelled.` });
});
