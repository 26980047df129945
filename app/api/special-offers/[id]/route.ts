import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { deleteSpecialOffer } from "@/lib/data/special-offers";

type Context = { params: Promise<{ id: string }> };

/** Admin: delete an offer. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  await deleteSpecialOffer((await params).id, request);
  return json({ success: true, message: "Offer deleted" });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
