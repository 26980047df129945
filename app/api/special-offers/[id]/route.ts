import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { deleteSpecialOffer } from "@/lib/data/special-offers";

type Context = { params: Promise<{ id: string }> };

/** Admin: delete an offer. */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  await deleteSpecialOffer(session, (await params).id);
  return json({ success: true, message: "Offer deleted" });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
