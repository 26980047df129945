import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withClient } from "@/lib/client-app/client-gate";
import { addMyProgressPhoto, myProgressPhotos } from "@/lib/client-app/data/progress-photos";
import { readProgressPhoto } from "@/lib/client-app/read-progress-photo";

/** Her progress photos, the latest day first → 200 `{ items }`. 401 without a client session. */
export const GET = withClient(async (_request, { session }) =>
  json({ items: await myProgressPhotos(session) }),
);

/**
 * A progress photo of hers: multipart with `date` (YYYY-MM-DD) and `photo` (JPEG, PNG or WebP of
 * 10 MB) → 201 `{ success, photo }`; 400 `{ fieldErrors }`; 403 without the progress tools; 413
 * for a body over 10 MB.
 */
export const POST = withClient(async (request, { session }) => {
  const photo = await addMyProgressPhoto(session, await readProgressPhoto(request));
  return json({ success: true, photo }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
