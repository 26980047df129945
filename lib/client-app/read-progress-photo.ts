import "server-only";
import { formFields, readMultipart } from "@/lib/server/api/body";
import type { ProgressPhotoUpload } from "./data/progress-photos";
import { MAX_PROGRESS_PHOTO_BYTES } from "./progress-photo-schema";

/** A 10 MB photo, its date and the multipart framing: anything larger is 413. */
export const PROGRESS_PHOTO_MULTIPART_MAX_BYTES = MAX_PROGRESS_PHOTO_BYTES + 64 * 1024;

/** POST /api/my/progress-photos's body: multipart with `date` and one `photo`. */
export async function readProgressPhoto(request: Request): Promise<ProgressPhotoUpload> {
  const form = await readMultipart(request, PROGRESS_PHOTO_MULTIPART_MAX_BYTES);
  const photo = form.get("photo");
  // a form's empty file input sends one nameless empty part: no photo
  const file = photo instanceof File && (photo.size > 0 || photo.name !== "") ? photo : null;
  return {
    date: formFields(form).date,
    ...(file ? { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name } : {}),
  };
}
