import { otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { attachmentResponse } from "@/lib/client-messages/attachment-response";
import { deleteMyProgressPhoto, myProgressPhotoFile } from "@/lib/client-app/data/progress-photos";

type Context = { params: Promise<{ id: string }> };

/** One of her progress photos, the image inline; 404 for any other id. */
export const GET = withClient<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  return attachmentResponse(await myProgressPhotoFile(session, id));
});

/** She deletes one of her progress photos, its image with it → 204; 404 for any other id. */
export const DELETE = withClient<Context>(async (_request, { session, params }) => {
  const { id } = await params;
  await deleteMyProgressPhoto(session, id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
