import { createHash } from "node:crypto";

/** Open Graph's recommended size, which Twitter's summary_large_image card takes too. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** Changes every image's file name; raise it whenever the drawing (components/seo/share-image.tsx) changes. */
export const SHARE_IMAGE_VERSION = 1;

/** What a page's share image shows: all that goes into its file name's hash. */
export type ShareImageContent = { path: string; title: string; brand: string; tagline: string };

/**
 * The file a page's share image is served as, under /og/: the page's path as a name ('home' for
 * /, '-' for a deeper slash) and a hash of everything drawn, so a changed title, brand or drawing
 * is a new URL and the images can be cached for a year (`immutable`).
 */
export function shareImageFile(content: ShareImageContent): string {
  const name = content.path === "/" ? "home" : content.path.slice(1).replaceAll("/", "-");
  const hash = createHash("sha256")
    .update(JSON.stringify([SHARE_IMAGE_VERSION, content.title, content.brand, content.tagline]))
    .digest("hex")
    .slice(0, 10);
  return `${name}-${hash}.png`;
}

/** The share image's URL path, for Open Graph and Twitter (made absolute by `metadataBase`). */
export function shareImagePath(content: ShareImageContent): string {
  return `/og/${shareImageFile(content)}`;
}
