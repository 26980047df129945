import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { deleteSpecialOffer } from "@/lib/publishing/data/special-offers";

type Context = { params: Promise<{ id: string }> };

/** Admin: delete an offer. */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  await deleteSpecialOffer(session, (await params).id);
  return json({ success: true, message: "Offer deleted" });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
