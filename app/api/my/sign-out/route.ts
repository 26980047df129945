import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { clearedClientSessionCookie } from "@/lib/client-app/client-gate";

/** Clears the client's session cookie on this device (the owner can end them all). */
export const POST = apiRoute(async () =>
  json({ success: true }, { headers: [clearedClientSessionCookie()] }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
