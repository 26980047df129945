import "server-only";
import sharp from "sharp";
import { badRequest } from "@/lib/server/api/api-errors";
import { BLOG_IMAGE_MAX_BYTES } from "@/lib/publishing/blog-schema";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
export const MAX_IMAGE_WIDTH = 1600;
const imageError = (message: string) => badRequest(message, { image: [message] });

/**
 * Checks an uploaded image by decoding it (its name and declared type are not trusted) and
 * re-encodes it as WebP, at most 1600 px wide, oriented, with metadata (EXIF, GPS) stripped.
 */
export async function processBlogImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw imageError("The image file is empty");
  if (bytes.byteLength > BLOG_IMAGE_MAX_BYTES) throw imageError("The image must be at most 5 MB");
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw imageError("The file is not an image we can read (JPEG, PNG, WebP or GIF)");
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw imageError("The image must be a JPEG, PNG, WebP or GIF");
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw imageError("The image could not be processed");
  }
}
