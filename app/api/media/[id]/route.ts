import { notFound } from "@/lib/server/api/api-errors";
import { apiRoute, otherMethods } from "@/lib/server/api/route-handler";
import { readImage } from "@/lib/publishing/data/uploaded-images";

type Context = { params: Promise<{ id: string }> };

/** An uploaded image from GridFS. Stored files never change, so they are cached for a year. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { id } = await params;
  const etag = `"${id}"`;
  const caching = { ETag: etag, "Cache-Control": "public, max-age=31536000, immutable" };
  if (request.headers.get("if-none-match") === etag && /^[a-f0-9]{24}$/i.test(id)) {
    return new Response(null, { status: 304, headers: caching });
  }
  const image = await readImage(id);
  if (!image) throw notFound("Image not found");
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...caching,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
