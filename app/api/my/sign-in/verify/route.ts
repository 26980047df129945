import { readJson } from "@/lib/server/api/body";
import { clientIp } from "@/lib/server/api/client-ip";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { clientSessionCookie } from "@/lib/client-app/client-gate";
import { verifySignIn } from "@/lib/client-app/data/sign-in";

/**
 * `{ token }` (the emailed link's) or `{ email, code }` → 200 with the client's session cookie;
 * 400 for a link that is not ours or a wrong code, 410 for a link used or expired, 429 after too
 * many wrong codes.
 */
export const POST = apiRoute(async (request) => {
  const token = await verifySignIn(await readJson(request), clientIp(request));
  return json({ success: true }, { headers: [clientSessionCookie(token)] });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
