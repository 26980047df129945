/**
 * Drops the srcset candidates that are wider than the image itself. next/image lists every
 * configured width (`images.deviceSizes`), but its optimiser never enlarges an image, so each
 * candidate past the image's own width downloads the same file: they only lengthen the HTML and
 * the page's RSC payload, which both carry every srcset. The first candidate at or past the
 * image's width stays, as the one that serves it whole, and becomes the `src` fallback.
 */
export function capSrcSet(
  img: { srcSet?: string; src: string },
  intrinsicWidth: number,
): { srcSet?: string; src: string } {
  if (!img.srcSet) return img;
  const candidates = img.srcSet.split(", ").map((entry) => {
    const [url = "", descriptor = ""] = entry.split(" ");
    return { url, width: descriptor.endsWith("w") ? Number(descriptor.slice(0, -1)) : NaN, entry };
  });
  // density descriptors (1x, 2x) belong to fixed-size images, already sized to need
  if (candidates.some((c) => Number.isNaN(c.width))) return img;
  const cut = candidates.findIndex((c) => c.width >= intrinsicWidth);
  if (cut === -1) return img;
  const kept = candidates.slice(0, cut + 1);
  return { srcSet: kept.map((c) => c.entry).join(", "), src: kept[kept.length - 1]!.url };
}
