import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { deletePushSubscription, savePushSubscription } from "@/lib/push/data/push-subscriptions";

/** Admin only: stores this browser's `PushSubscription.toJSON()` → 201 `{ subscribed: true }`. */
export const POST = withAdmin(async (request, { session }) => {
  await savePushSubscription(session, await readJson(request));
  return json({ subscribed: true }, { status: 201 });
});

/** Admin only: `{ endpoint }` gets no more alerts → `{ subscribed: false }`. */
export const DELETE = withAdmin(async (request, { session }) => {
  await deletePushSubscription(session, await readJson(request));
  return json({ subscribed: false });
});

export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
