#!/usr/bin/env node
/**
 * The e2e run's second server (project "session-end", playwright.config.ts): `npm start` on a copy
 * of the build in `NEXT_DIST_DIR`. Two servers started from one build folder share Next's page
 * cache (a page one regenerates, the other serves), so this one gets the build's files of its
 * own: `.next` copied without its build cache, which serving never reads.
 */
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const target = process.env.NEXT_DIST_DIR;
if (!target || target === ".next") throw new Error("NEXT_DIST_DIR names the copy to serve");
const from = path.join(root, ".next");
rmSync(path.join(root, target), { recursive: true, force: true });
cpSync(from, path.join(root, target), {
  recursive: true,
  filter: (source) => source !== path.join(from, "cache"),
});
await import("../../scripts/start.mjs");
