/** What a blog picture may be: the server refuses anything else, the browser says so first. */
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a chosen file cannot be a blog picture, or null: checked before anything is sent. */
export function blogImageProblem(file: { size: number; type: string }): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type))
    return "Choose a JPEG, PNG, WebP or GIF picture";
  if (file.size > BLOG_IMAGE_MAX_BYTES)
    return `The image must be at most 5 MB: this one is ${megabytes(file.size)}. Please choose a smaller one, or save it smaller first.`;
  return null;
}
