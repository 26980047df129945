import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientProgressPhotos } from "@/lib/client-app/data/progress-photos";

type Context = { params: Promise<{ id: string }> };

/** Admin only: the client's progress photos, the latest day first → 200 `{ items }`; 404 unknown client. */
export const GET = withAdmin<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  return json({ items: await clientProgressPhotos(session, id) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
