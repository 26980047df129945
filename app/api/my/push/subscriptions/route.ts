import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import {
  deleteClientPushSubscription,
  saveClientPushSubscription,
} from "@/lib/push/data/client-push-subscriptions";

/** The signed-in client's: stores this browser's `PushSubscription.toJSON()` → 201 `{ subscribed: true }`. */
export const POST = withClient(async (request, { session }) => {
  await saveClientPushSubscription(session, await readJson(request));
  return json({ subscribed: true }, { status: 201 });
});

/** The signed-in client's: `{ endpoint }` gets no more of her alerts → 204. */
export const DELETE = withClient(async (request, { session }) => {
  await deleteClientPushSubscription(session, await readJson(request));
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
