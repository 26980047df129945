import { readJson } from "@/lib/server/api/body";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { requestDeletion } from "@/lib/privacy/data/deletion-requests";

/**
 * Public, with the signed token of the link in an email to a visitor: records a request to
 * delete the data we hold about that address and tells the owner. 201 when recorded, 200 when
 * the address has an open request already; 400 for a bad or expired link.
 */
export const POST = apiRoute(async (request) => {
  const { created, message } = await requestDeletion(await readJson(request));
  return json({ success: true, message }, { status: created ? 201 : 200 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
