import { withAdmin } from "@/lib/auth/with-admin";
import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { clientAppSettings, grantAppFeatures } from "@/lib/client-app/data/owner-app-settings";

type Context = { params: Promise<{ id: string }> };

/** Admin only: what the client's app offers her, `{ plan, fromPlan, granted }`; 404 unknown client. */
export const GET = withAdmin<Context>(async (_request, { session, params }) =>
  json(await clientAppSettings(session, (await params).id)),
);

/** Admin only: `{ granted: ["progressTools", …] }` → 200 with the new settings; 400 for a name that is no feature. */
export const PUT = withAdmin<Context>(async (request, { session, params }) => {
  const [{ id }, body] = await Promise.all([params, readJson(request)]);
  return json(await grantAppFeatures(session, id, body));
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
