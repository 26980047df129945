import { otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { attachmentResponse } from "@/lib/client-messages/attachment-response";
import { myAttachment } from "@/lib/client-messages/data/my-thread";

type Context = { params: Promise<{ messageId: string; fileId: string }> };

/** One attachment of her thread (a photo inline, a PDF to download); 404 for any other. */
export const GET = withClient<Context>(async (_request, { session, params }) => {
  const { messageId, fileId } = await params;
  return attachmentResponse(await myAttachment(session, messageId, fileId));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
