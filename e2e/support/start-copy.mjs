#!/usr/bin/env node
/**
 * The e2e run's second server (project "session-end", playwright.config.ts): `npm start` on a copy
 * of the build `E2E_BUILD_DIR` in `NEXT_DIST_DIR`. Two servers started from one build folder share
 * Next's page cache (a page one regenerates, the other serves), so this one gets the build's files
 * of its own, copied without the build cache, which serving never reads.
 */
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const source = process.env.E2E_BUILD_DIR || ".next";
const target = process.env.NEXT_DIST_DIR;
if (!target || target === source) throw new Error("NEXT_DIST_DIR names the copy to serve");
const from = path.join(root, source);
rmSync(path.join(root, target), { recursive: true, force: true });
cpSync(from, path.join(root, target), {
  recursive: true,
  filter: (file) => file !== path.join(from, "cache"),
});
await import("../../scripts/start.mjs");
