import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicShareImages } from "@/lib/pages/page-metadata";
import { shareImageFile, shareImagePath } from "@/lib/pages/share-images";

const content = {
  path: "/pricing",
  title: "Plans",
  brand: "Poshan Diet Clinic",
  tagline: "Dietician Meera Kapoor · New Delhi and online",
};

describe("shareImageFile", () => {
  it("names the image after the page's path, with a hash of what it shows", () => {
    expect(shareImageFile(content)).toMatch(/^pricing-[0-9a-f]{10}\.png$/);
    expect(shareImageFile({ ...content, path: "/" })).toMatch(/^home-[0-9a-f]{10}\.png$/);
    expect(shareImageFile({ ...content, path: "/privacypolicy/hi" })).toMatch(
      /^privacypolicy-hi-[0-9a-f]{10}\.png$/,
    );
    expect(shareImagePath(content)).toBe(`/og/${shareImageFile(content)}`);
  });

  it("changes the name when the title, the brand or the tagline changes", () => {
    const names = new Set([
      shareImageFile(content),
      shareImageFile({ ...content, title: "Plans and prices" }),
      shareImageFile({ ...content, brand: "Another Clinic" }),
      shareImageFile({ ...content, tagline: "Dietician Asha Rao" }),
    ]);
    expect(names.size).toBe(4);
    expect(shareImageFile({ ...content })).toBe(shareImageFile(content));
  });
});

// next/og's ImageResponse draws with its own Geist font and downloads a Google font for any
// character Geist lacks: at build time that is a network request (or a missing letter).
type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
const fontkit = createRequire(import.meta.url)("fontkit") as { openSync(file: string): Font };
const geist = fontkit.openSync(
  path.resolve("node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf"),
);

describe("every public page's share image", () => {
  it("has distinct words and only characters next/og's own font can draw", () => {
    const images = publicShareImages();
    expect(new Set(images.map((image) => image.title)).size).toBe(images.length);
    for (const image of images) {
      const text = `${image.brand}${image.title}${image.tagline}`.replace(/\s/g, "");
      const missing = [...text].filter((char) => !geist.hasGlyphForCodePoint(char.codePointAt(0)!));
      expect(missing, `${image.path}: ${image.title}`).toEqual([]);
    }
  });
});
