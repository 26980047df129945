import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { mergeClients } from "@/lib/clients/data/client-merge";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: `{ otherId }`, another record of the same person, joins this one (its addresses,
 * numbers, measurements, programmes and diet charts; the other is deleted) → 200 `{ success,
 * client: { _id, measurementsMoved } }`; 400 for the same record or a bad id; 404 for an unknown
 * one; 409 when either is being merged or gone meanwhile, or a new submission arrived meanwhile.
 */
export const POST = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  return json({ success: true, client: await mergeClients(session, id, body) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
