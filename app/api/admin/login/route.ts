import { readJson } from "@/lib/server/api/body";
import { clientIp } from "@/lib/server/api/client-ip";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { sessionCookies } from "@/lib/auth/cookie";
import { login } from "@/lib/auth/data/admin-auth";

/** { username, password } → { success: true, token }, the httpOnly `token` cookie and the session hint; 401 "Invalid credentials". */
export const POST = apiRoute(async (request) => {
  const { token } = await login(await readJson(request), clientIp(request));
  return json({ success: true, token }, { headers: sessionCookies(token) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
