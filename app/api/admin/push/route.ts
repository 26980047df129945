import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { pushStatus } from "@/lib/push/data/push-subscriptions";

/**
 * Admin only: `{ publicKey, subscribed }`, the VAPID public key a browser subscribes with (null:
 * alerts are off on this server) and whether the subscription `?endpoint=` is stored.
 */
export const GET = withAdmin(async (request, { session }) =>
  json(await pushStatus(session, new URL(request.url).searchParams.get("endpoint"))),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
