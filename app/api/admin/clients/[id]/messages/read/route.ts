import { otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { markClientMessagesRead } from "@/lib/client-messages/data/owner-thread";

type Context = { params: Promise<{ id: string }> };

/** Admin only: the owner has read the client's messages → 204. */
export const POST = withAdmin<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  await markClientMessagesRead(session, id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
