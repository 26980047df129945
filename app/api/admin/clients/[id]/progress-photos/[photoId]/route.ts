import { otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { attachmentResponse } from "@/lib/client-messages/attachment-response";
import { clientProgressPhotoFile } from "@/lib/client-app/data/progress-photos";

type Context = { params: Promise<{ id: string; photoId: string }> };

/** Admin only: the image of one of the client's progress photos (inline); 404 for another's. */
export const GET = withAdmin<Context>(async (_request, { session, params }) => {
  const { id, photoId } = await params;
  return attachmentResponse(await clientProgressPhotoFile(session, id, photoId));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
