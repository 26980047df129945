import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { uniqueTag } from "../support/fixtures";
import { killTree, newDataDir, startApp } from "../support/app-process";

/**
 * Where Next keeps what it rendered since the build: the e2e build's dist folder, which
 * scripts/start.mjs serves (NEXT_DIST_DIR, as for the e2e server of playwright.config.ts).
 */
const routeCache = path.join(
  process.cwd(),
  process.env.NEXT_DIST_DIR || ".next",
  "server",
  "route-cache",
);
const files = () =>
  existsSync(routeCache)
    ? readdirSync(routeCache, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];

/**
 * Issue 28: every unknown /blog/<slug> added ~80 KB in 6 files to the route cache that nothing
 * removed, and a 5,000-character slug logged an ENAMETOOLONG error on every request. An app of
 * its own, so that its log can be read; the folder is shared with the e2e server, so only files
 * of this test's slugs count.
 */
test("unknown blog slugs answer 404 without leaving files in the route cache or errors in the log", async () => {
  test.setTimeout(120_000);
  const app = await startApp(newDataDir());
  try {
    const tag = uniqueTag("nopost");
    const slugs = [`${tag}-a`, `${tag}-b`, `${tag}-c`, `${tag}-${"x".repeat(5000)}`];
    const logStart = app.output().length;
    const before = new Set(files());
    for (const slug of slugs) {
      // twice: the second request must not find a stored 404 either
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${app.baseURL}/blog/${slug}`, { redirect: "manual" });
        expect(response.status, slug.slice(0, 40)).toBe(404);
        expect(await response.text()).toContain("find that page");
      }
    }
    // a post the build prerendered is copied into this folder when first served: the right folder
    const post = "/blog/building-a-balanced-indian-thali";
    expect((await fetch(`${app.baseURL}${post}`)).status).toBe(200);
    expect(files().some((file) => file.endsWith(`/$${post}.html`))).toBe(true);

    const added = files().filter((file) => !before.has(file));
    expect(added.filter((file) => file.includes(tag))).toEqual([]);
    expect(app.output().slice(logStart)).not.toMatch(/ENAMETOOLONG|Failed to update|error/i);
  } finally {
    killTree(app);
  }
});
