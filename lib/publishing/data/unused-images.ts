import "server-only";
import { imagesInUse } from "./blogs";
import { deleteImage, imagesUploadedBefore } from "./uploaded-images";

/**
 * An upload younger than this stays even when no post shows it: the author may save the post
 * that holds it later (the admin form stores an inline image as soon as it is chosen).
 */
export const UNUSED_IMAGE_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * Deletes the uploaded images no post shows any more, once older than the grace period: images
 * taken out of a post's text, those of a deleted post's text, uploads whose post was never saved.
 * A cover replaced or deleted with its post is deleted at once (lib/publishing/data/blogs.ts).
 */
export async function removeUnusedImages(now: Date): Promise<number> {
  const old = await imagesUploadedBefore(new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS));
  if (old.length === 0) return 0;
  const used = await imagesInUse();
  const unused = old.filter((id) => !used.has(id));
  for (const id of unused) await deleteImage(id);
  if (unused.length > 0) console.info(`[media] Deleted ${unused.length} images no post shows.`);
  return unused.length;
}
