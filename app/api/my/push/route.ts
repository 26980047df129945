import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { clientPushStatus } from "@/lib/push/data/client-push-subscriptions";

/**
 * The signed-in client's: `{ publicKey, subscribed }`, the VAPID public key a browser subscribes
 * with (null: alerts are off on this server) and whether the subscription `?endpoint=` is hers.
 * 401 without a client session.
 */
export const GET = withClient(async (request, { session }) =>
  json(await clientPushStatus(session, new URL(request.url).searchParams.get("endpoint"))),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
