import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { publicShareImages } from "@/lib/pages/page-metadata";
import { shareImageFile } from "@/lib/pages/share-images";
import { GET, generateStaticParams } from "./route";

const get = (image: string) =>
  GET(new Request(`http://localhost/og/${image}`), { params: Promise.resolve({ image }) });

describe("GET /og/[image]", () => {
  it("prerenders one image for every public page, under distinct names", async () => {
    const params = generateStaticParams();
    expect(params).toHaveLength(publicShareImages().length);
    expect(new Set(params.map((p) => p.image)).size).toBe(params.length);
    expect(params.map((p) => p.image)).toContain(
      shareImageFile(publicShareImages().find((c) => c.path === "/pricing")!),
    );
  });

  it("draws a page's image as a 1200 x 630 PNG cached for a year", async () => {
    const content = publicShareImages().find((c) => c.path === "/pricing")!;
    const response = await get(shareImageFile(content));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("draws different pictures for different titles", async () => {
    const [home, pricing] = ["/", "/pricing"].map((path) =>
      publicShareImages().find((c) => c.path === path)!,
    );
    const pixels = async (image: string) =>
      sharp(Buffer.from(await (await get(image)).arrayBuffer()))
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([home!, pricing!].map((c) => pixels(shareImageFile(c))));
    expect(a!.equals(b!)).toBe(false);
  });

  it("answers 404 for a name no page's image has", async () => {
    expect((await get("pricing-0000000000.png")).status).toBe(404);
    expect((await get("nothing.png")).status).toBe(404);
  });
});
