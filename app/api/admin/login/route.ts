import { readJson } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { tokenCookie } from "@/lib/auth/cookie";
import { login } from "@/lib/data/admin-auth";

/** { username, password } → { success: true, token } and the httpOnly `token` cookie; 401 "Invalid credentials". */
export const POST = apiRoute(async (request) => {
  const { token } = await login(await readJson(request), clientIp(request));
  return json({ success: true, token }, { headers: { "Set-Cookie": tokenCookie(token) } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
