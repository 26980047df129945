import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { describe, expect, it } from "vitest";
import RouteCacheHandler from "./cache-handler.mjs";

// Next's own types for what it passes (const enums, which tests cannot name): the values as Next sends them
type Handler = InstanceType<typeof RouteCacheHandler>;
type Context = Parameters<Handler["set"]>[2] & Parameters<Handler["get"]>[1];
type Value = Parameters<Handler["set"]>[1];
type Options = ConstructorParameters<typeof RouteCacheHandler>[0];

/** A scoped key as Next makes it for a page of /blog/[slug] (its route's hash, then the path). */
const keyOf = (pathname: string) => `/route-cache/APP_PAGE/${"ab".repeat(32)}/$${pathname}`;
const ctx = {
  kind: "APP_PAGE",
  isRoutePPREnabled: true,
  isFallback: false,
  cacheControl: { revalidate: 60, expire: 660 },
} as unknown as Context;
const page = (status: number) =>
  ({
    kind: "APP_PAGE",
    html: `<h1>${status}</h1>`,
    rscData: undefined,
    postponed: undefined,
    headers: {},
    status,
    segmentData: undefined,
  }) as unknown as Value;

function handler() {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), "route-cache-"));
  const cache = new RouteCacheHandler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
  } as unknown as Options);
  const files = () =>
    readdirSync(serverDistDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(serverDistDir, path.join(entry.parentPath, entry.name)));
  return { cache, serverDistDir, files };
}

describe("RouteCacheHandler (cacheHandler in next.config.ts)", () => {
  it("stores nothing for a 404 of a path it never had, however long", async () => {
    const { cache, files } = handler();
    await cache.set(keyOf("/blog/no-such-post"), page(404), ctx);
    await cache.set(keyOf(`/blog/${"a".repeat(5000)}`), page(404), ctx);
    expect(files()).toEqual([]);
    expect(await cache.get(keyOf("/blog/no-such-post"), ctx)).toBeNull();
  });

  it("stores a page as Next does, and a 404 in its place once the post is gone", async () => {
    const { cache, files, serverDistDir } = handler();
    const key = keyOf("/blog/ragi-dosa");
    await cache.set(key, page(200), ctx);
    const stored = files();
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^route-cache\/APP_PAGE\/.*\/\$\/blog\/ragi-dosa\.html$/),
        expect.stringMatching(/\/\$\/blog\/ragi-dosa\.meta$/),
      ]),
    );
    await cache.set(key, page(404), ctx);
    const meta = stored.find((file) => file.endsWith(".meta"))!;
    expect(JSON.parse(readFileSync(path.join(serverDistDir, meta), "utf8")).status).toBe(404);
  });

  it("stores a 404 in place of a page the build prerendered", async () => {
    const { cache, files, serverDistDir } = handler();
    mkdirSync(path.join(serverDistDir, "app", "blog"), { recursive: true });
    writeFileSync(path.join(serverDistDir, "app", "blog", "old-post.html"), "<h1>200</h1>");
    await cache.set(keyOf("/blog/old-post"), page(404), ctx);
    expect(files()).toEqual(
      expect.arrayContaining([expect.stringMatching(/\$\/blog\/old-post\.html$/)]),
    );
  });

  it("stores answers other than 404 as before (a renamed slug's 308)", async () => {
    const { cache, files } = handler();
    await cache.set(keyOf("/blog/old-slug"), page(308), ctx);
    expect(files().some((file) => file.endsWith("/blog/old-slug.html"))).toBe(true);
  });
});
