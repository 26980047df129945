import "server-only";
import { formFields, readMultipart } from "../server/api/body";

/**
 * The multipart blog form: text fields and the image's bytes. A file part with no name and no
 * bytes is what a browser sends when no file was chosen, so it counts as "no image".
 */
export async function readBlogForm(
  request: Request,
): Promise<{ fields: Record<string, unknown>; image: Uint8Array | undefined }> {
  const form = await readMultipart(request);
  const file = form.get("image");
  let image: Uint8Array | undefined;
  if (file instanceof Blob && !(file.size === 0 && (file as File).name === "")) {
    image = new Uint8Array(await file.arrayBuffer());
  }
  return { fields: formFields(form), image };
}
