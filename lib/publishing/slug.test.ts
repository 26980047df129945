import { describe, expect, it } from "vitest";
import { isSlugShaped } from "./blog-limits";
import { SLUG_MAX, SLUG_PATTERN, slugify, withSuffix } from "./slug";

describe("slugify", () => {
  it("makes lower-case hyphenated slugs from English titles", () => {
    expect(slugify("Building a balanced Indian thali")).toBe("building-a-balanced-indian-thali");
    expect(slugify("  Millets: small grains -- with BIG benefits!  ")).toBe(
      "millets-small-grains-with-big-benefits",
    );
    expect(slugify("100% Jowar & Bajra roti")).toBe("100-jowar-and-bajra-roti");
  });

  it("drops the accents of Latin letters", () => {
    expect(slugify("Crème brûlée & Café")).toBe("creme-brulee-and-cafe");
    expect(slugify("Ärger über Öl, señor")).toBe("arger-uber-ol-senor");
    expect(slugify("Ṛgveda śāstra")).toBe("rgveda-sastra");
  });

  it("transliterates Hindi with the inherent vowels Hindi pronounces", () => {
    expect(slugify("मधुमेह में क्या खाएं")).toBe("madhumeh-men-kyaa-khaaen");
    expect(slugify("गर्मी में पानी कितना पिएं")).toBe("garmii-men-paanii-kitnaa-pien");
    expect(slugify("शुगर और चावल")).toBe("shugar-aur-caaval");
    expect(slugify("वज़न घटाने के लिए नाश्ता")).toBe("vazan-ghataane-ke-lie-naashtaa");
    expect(slugify("समझदारी")).toBe("samajhdaarii");
    expect(slugify("संतुलित थाली")).toBe("santulit-thaalii");
    expect(slugify("थायराइड के लिए आहार: 5 सुझाव")).toBe("thaayraaid-ke-lie-aahaar-5-sujhaav");
  });

  it("handles mixed scripts, other Indian scripts and text with nothing to keep", () => {
    expect(slugify("Ragi (नाचनी) dosa — 5 ways")).toBe("ragi-naacnii-dosa-5-ways");
    expect(slugify("ਪੰਜਾਬੀ ਖਾਣਾ")).toMatch(SLUG_PATTERN);
    expect(slugify("!!! ???")).toBe("post");
    expect(slugify("🙂🙂")).toBe("post");
  });

  it("keeps slugs within SLUG_MAX without a trailing hyphen", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe("withSuffix", () => {
  it("numbers a slug from 2 and stays within SLUG_MAX", () => {
    expect(withSuffix("thali", 1)).toBe("thali");
    expect(withSuffix("thali", 2)).toBe("thali-2");
    const long = slugify("a-".repeat(60) + "end");
    expect(withSuffix(long, 12).length).toBeLessThanOrEqual(SLUG_MAX);
    expect(withSuffix(long, 12)).toMatch(/-12$/);
    expect(withSuffix(long, 12)).toMatch(SLUG_PATTERN);
  });
});

describe("isSlugShaped (what middleware.ts lets through to /blog/[slug])", () => {
  it("accepts whatever slugify and withSuffix make, at any length up to SLUG_MAX", () => {
    for (const title of [
      "Building a balanced Indian thali",
      "मधुमेह में क्या खाएं",
      "!!!",
      "word ".repeat(40),
    ])
      expect(isSlugShaped(slugify(title)), title).toBe(true);
    expect(isSlugShaped(withSuffix(slugify("word ".repeat(40)), 12))).toBe(true);
    expect(isSlugShaped("a".repeat(SLUG_MAX))).toBe(true);
  });

  it.each([
    ["longer than SLUG_MAX", "a".repeat(SLUG_MAX + 1)],
    ["5,000 characters", "a".repeat(5000)],
    ["upper case", "Building-a-thali"],
    ["a doubled hyphen", "ragi--dosa"],
    ["an edge hyphen", "-ragi"],
    ["a dot", "rss.xml"],
    ["an encoded character", "ragi%20dosa"],
    ["empty", ""],
  ])("refuses %s", (_, value) => {
    expect(isSlugShaped(value)).toBe(false);
  });
});
