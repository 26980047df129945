import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { getClientRecord, updateClientProfile } from "@/lib/clients/data/client-record";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: a client's page as JSON, `{ client, intake, measurements, goalKg?, timeline }`
 * (timeline newest first: `{ kind, at, title, detail?, href? }`); 404 for an unknown id.
 */
export const GET = withAdmin<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  return json(await getClientRecord(session, id));
});

/** Admin only: `{ name?, goalKg? }` (an empty goal clears it) → 200 `{ success, client }`; 400; 404. */
export const PATCH = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  return json({ success: true, client: await updateClientProfile(session, id, body) });
});

export const { POST, PUT, DELETE } = otherMethods("GET", "PATCH");
