import { ImageResponse } from "next/og";
import { ShareImage } from "@/components/seo/share-image";
import { publicShareImages } from "@/lib/pages/page-metadata";
import { SHARE_IMAGE, shareImageFile } from "@/lib/pages/share-images";

/**
 * The share image of every public page (lib/pages/page-titles.ts), prerendered at build as
 * /og/<page>-<hash>.png: the name changes with what is drawn, so it is cached for a year.
 * Any other name is a 404 (cache-handler.mjs stores none).
 */
export function generateStaticParams() {
  return publicShareImages().map((content) => ({ image: shareImageFile(content) }));
}

type Context = { params: Promise<{ image: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { image } = await params;
  const content = publicShareImages().find((candidate) => shareImageFile(candidate) === image);
  if (!content) return new Response("Not found", { status: 404 });
  return new ImageResponse(<ShareImage {...content} />, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    headers: { "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
