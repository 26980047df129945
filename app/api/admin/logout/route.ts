import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { clearedSessionCookies } from "@/lib/auth/cookie";
import { logout } from "@/lib/data/admin-auth";

/** Ends every session of this admin (older tokens stop working) and clears the cookie. */
export const POST = apiRoute(async (request) => {
  await logout(request);
  return json({ success: true, message: "Logged out" }, { headers: clearedSessionCookies() });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
