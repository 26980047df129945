import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { clearedSessionCookies } from "@/lib/auth/cookie";
import { adminSessionOf } from "@/lib/auth/session";
import { endSessions } from "@/lib/auth/data/admin-auth";

/**
 * Ends every session of this admin (older tokens stop working) and clears the cookie. Without a
 * valid token there is nothing to end; a cookie-only logout from another site is refused (403).
 */
export const POST = apiRoute(async (request) => {
  const session = await adminSessionOf(request);
  if (session) await endSessions(session);
  return json({ success: true, message: "Logged out" }, { headers: clearedSessionCookies() });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
