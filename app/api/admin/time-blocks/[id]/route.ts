import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { removeTimeBlock } from "@/lib/booking/data/consultations";

type Context = { params: Promise<{ id: string }> };

/** Admin: removes a block; its times can be booked again. */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  await removeTimeBlock(session, (await params).id);
  return json({ success: true, message: "Block removed" });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
