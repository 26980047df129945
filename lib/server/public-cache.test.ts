import { describe, expect, it } from "vitest";
import { cached, invalidate } from "./public-cache";

describe("public list cache", () => {
  it("shares one load within the TTL, reloads after it, and forgets failures", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cached("k", load, 0), cached("k", load, 10)])).toEqual([1, 1]);
    expect(await cached("k", load, 2000)).toBe(2);
    await expect(cached("bad", () => Promise.reject(new Error("down")), 0)).rejects.toThrow("down");
    expect(await cached("bad", async () => "ok", 1)).toBe("ok");
  });

  it("invalidate clears a key and its derived keys", async () => {
    await cached("blogs", async () => "list", 0);
    await cached("blogs:json", async () => "json", 0);
    await cached("blogsX", async () => "other", 0);
    invalidate("blogs");
    expect(await cached("blogs", async () => "fresh", 1)).toBe("fresh");
    expect(await cached("blogs:json", async () => "fresh json", 1)).toBe("fresh json");
    expect(await cached("blogsX", async () => "reloaded", 1)).toBe("other");
  });
});
