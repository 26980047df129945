import { readJson } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { sessionCookies } from "@/lib/auth/cookie";
import { login } from "@/lib/data/admin-auth";

/** { username, password } → { success: true, token }, the httpOnly `token` cookie and the session hint; 401 "Invalid credentials". */
export const POST = apiRoute(async (request) => {
  const { token } = await login(await readJson(request), clientIp(request));
  return json({ success: true, token }, { headers: sessionCookies(token) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
