import { otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { markMyMessagesRead } from "@/lib/client-messages/data/my-thread";

/** She has read her thread: the dietician's messages are marked read → 204. */
export const POST = withClient(async (_request, { session }) => {
  await markMyMessagesRead(session);
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
