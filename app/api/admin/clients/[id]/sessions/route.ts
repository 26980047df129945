import { withAdmin } from "@/lib/auth/with-admin";
import { otherMethods } from "@/lib/server/api/route-handler";
import { revokeClientSessions } from "@/lib/client-app/data/sign-in";

type Context = { params: Promise<{ id: string }> };

/** Admin only: ends every session of the client's app and her unused sign-in links → 204; 404 for an unknown client. */
export const DELETE = withAdmin<Context>(async (_request, { session, params }) => {
  await revokeClientSessions(session, (await params).id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
