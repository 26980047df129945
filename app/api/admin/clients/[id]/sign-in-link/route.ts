import { withAdmin } from "@/lib/auth/with-admin";
import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { ownerSignIn } from "@/lib/client-app/data/sign-in";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: `{ channel: "email" | "whatsapp" }` → 201. By email the link and a code go to the
 * client (`{ channel, sentTo }`); for WhatsApp the answer holds the wa.me link to send it with
 * one tap (`{ channel, href }`). 400 without an address or usable number; 404 unknown client.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  return json({ success: true, ...(await ownerSignIn(session, id, body)) }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
