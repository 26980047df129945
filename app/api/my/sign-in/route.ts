import { readJson } from "@/lib/server/api/body";
import { clientIp } from "@/lib/server/api/client-ip";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { requestSignIn } from "@/lib/client-app/data/sign-in";

/**
 * `{ email }` → 202, whether or not the address is on a client record (nobody learns which
 * are): when it is, a one-time link and code go to it. 400 only for an address that is not one.
 */
export const POST = apiRoute(async (request) => {
  await requestSignIn(await readJson(request), clientIp(request));
  return json(
    {
      success: true,
      message:
        "If this address is on your client record, we have emailed you a sign-in link and code.",
    },
    { status: 202 },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
