import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connectDb } from "@/lib/server/db";
import { pastListCache } from "@/test/public-cache";
import { stopDatabase } from "@/test/database";
import { clearRecords, insertRecord } from "@/test/records";
import { readPublicBlogs, readPublicOffers } from "./public-data";

beforeAll(async () => {
  await connectDb();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readPublicOffers", () => {
  it("gives null for both when there are no offers (the page then shows the fallback texts)", async () => {
    await clearRecords("specialOffers");
    await pastListCache();
    expect(await readPublicOffers()).toEqual({ promotion: null, specialOffer: null });
  });

  it("takes the newest offer of each type", async () => {
    await insertRecord("specialOffers", { type: "promotion", text: "Old promotion" });
    await insertRecord("specialOffers", { type: "specialOffer", text: "Old special" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertRecord("specialOffers", { type: "promotion", text: "New promotion" });
    await pastListCache();
    expect(await readPublicOffers()).toEqual({
      promotion: "New promotion",
      specialOffer: "Old special",
    });
  });
});

describe("readPublicBlogs", () => {
  it("shapes the blogs for the cards, newest first", async () => {
    await insertRecord("blogs", {
      title: "First",
      content: "c1",
      author: "a",
      category: "Nutrition",
      image: "/images/blog/millets.webp",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertRecord("blogs", {
      title: "Second",
      content: "c2",
      author: "a",
      category: "Lifestyle",
      image: "/images/blog/millets.webp",
    });
    const blogs = await readPublicBlogs();
    expect(blogs?.map((b) => b.title)).toEqual(["Second", "First"]);
    expect(blogs?.[0]).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      title: "Second",
      text: "c2",
      category: "Lifestyle",
      image: "/images/blog/millets.webp",
      slug: expect.any(String),
    });
  });
});

describe("with the database down", () => {
  it("logs and gives null for both (the pages then show no offers and no blogs), no error thrown", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const restart = await stopDatabase();
    await pastListCache();
    try {
      expect(await readPublicOffers()).toBeNull();
      expect(await readPublicBlogs()).toBeNull();
      expect(log).toHaveBeenCalledWith("Error fetching special offers:", expect.anything());
      expect(log).toHaveBeenCalledWith("Error fetching blogs:", expect.anything());
    } finally {
      await restart();
    }
  });
});
