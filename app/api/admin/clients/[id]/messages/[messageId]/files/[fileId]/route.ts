import { otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { attachmentResponse } from "@/lib/client-messages/attachment-response";
import { clientAttachment } from "@/lib/client-messages/data/owner-thread";

type Context = { params: Promise<{ id: string; messageId: string; fileId: string }> };

/** Admin only: one attachment of the client's thread (a photo inline, a PDF to download). */
export const GET = withAdmin<Context>(async (_request, { session, params }) => {
  const { id, messageId, fileId } = await params;
  return attachmentResponse(await clientAttachment(session, id, messageId, fileId));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
