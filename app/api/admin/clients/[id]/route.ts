import { json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { getClientRecord } from "@/lib/data/client-record";

type Context = { params: Promise<{ id: string }> };

/**
 * Admin only: a client's page as JSON, `{ client, intake, measurements, goalKg?, timeline }`
 * (timeline newest first: `{ kind, at, title, detail?, href? }`); 404 for an unknown id.
 */
export const GET = withAdmin<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  return json(await getClientRecord(session, id));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
