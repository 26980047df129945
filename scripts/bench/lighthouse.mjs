#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) on the public pages,
 * three runs each, reporting the median run (Lighthouse's own computeMedianRun): the four
 * category scores, LCP, CLS, TBT and the script bytes transferred.
 *
 * It serves its own production build from .next-lighthouse, built with SITE_URL set to the
 * address it serves on (site values are baked in at build time, and a canonical URL on another
 * host would cost SEO points). The build is redone when a source file is newer than it.
 * Options: LIGHTHOUSE_PORT (default 3310), LIGHTHOUSE_RUNS (default 3), CHROMIUM_PATH, and
 * paths as arguments (default: / /pricing /blog /contact /bmicalculator).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { buildIfStale } from "../lib/build-if-stale.mjs";
import { QUIET_SWITCHES, systemChromium } from "../lib/chromium.mjs";
import { freshDataDir } from "../lib/fresh-data-dir.mjs";
import { loadProjectEnv } from "../lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
loadProjectEnv(root);
const port = Number(process.env.LIGHTHOUSE_PORT || 3310);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const origin = `http://localhost:${port}`;
const distDir = ".next-lighthouse";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/pricing", "/blog", "/contact", "/bmicalculator"];
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  SITE_URL: origin,
  DATA_DIR: freshDataDir("lighthouse"),
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: "1",
};

async function startServer() {
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`The server did not answer on ${origin}`);
}

/** @typedef {import("lighthouse").Result} Report */

/**
 * @param {Report} lhr
 * @param {string} id
 */
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
/**
 * @param {Report} lhr
 * @param {string} id
 */
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
/** @param {Report} lhr */
const scriptBytes = (lhr) =>
  /** @type {{ items?: { resourceType?: string, transferSize?: number }[] } | undefined} */ (
    lhr.audits["resource-summary"]?.details
  )?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;

/**
 * @param {string} url
 * @param {Report} lhr
 */
function line(url, lhr) {
  return [
    url.padEnd(15),
    `perf ${score(lhr, "performance")}`,
    `a11y ${score(lhr, "accessibility")}`,
    `bp ${score(lhr, "best-practices")}`,
    `seo ${score(lhr, "seo")}`,
    `| LCP ${(audit(lhr, "largest-contentful-paint") / 1000).toFixed(2)} s`,
    `CLS ${audit(lhr, "cumulative-layout-shift").toFixed(3)}`,
    `TBT ${Math.round(audit(lhr, "total-blocking-time"))} ms`,
    `JS ${(scriptBytes(lhr) / 1024).toFixed(1)} KB`,
  ].join("  ");
}

buildIfStale(root, distDir, env);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: systemChromium(),
  chromeFlags: ["--headless=new", ...QUIET_SWITCHES],
});
const outDir = path.join(root, ".lighthouse");
mkdirSync(outDir, { recursive: true });
try {
  // Unmeasured warm-up: first renders, and every optimised image size the pages offer (encoding
  // AVIF on first request would otherwise compete with the measured browser for the CPU).
  for (const p of paths) {
    const html = await fetch(origin + p).then((r) => r.text());
    const images = new Set(html.match(/\/_next\/image\?[^"\s,]+/g) ?? []);
    for (const src of images)
      await fetch(origin + src.replaceAll("&amp;", "&"), {
        headers: { Accept: "image/avif,image/webp,*/*" },
      });
  }
  console.info(`Lighthouse ${runs}x per page, mobile preset, median run:`);
  for (const p of paths) {
    const results = [];
    // A run that failed to paint (Lighthouse's NO_FCP, seen now and then on a loaded machine) is
    // reported and replaced, up to twice the number of runs.
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
      const result = await lighthouse(origin + p, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (
        lhr &&
        !lhr.runtimeError &&
        Number.isFinite(lhr.audits["first-contentful-paint"]?.numericValue)
      )
        results.push(lhr);
      else
        console.warn(
          `${p}: run ${attempt + 1} discarded (${lhr?.runtimeError?.code ?? "no first contentful paint"})`,
        );
    }
    if (results.length === 0) throw new Error(`${p}: no run completed`);
    const median = computeMedianRun(results);
    writeFileSync(
      // a nested path (/blog/<slug>) becomes one file name
      path.join(outDir, `${p === "/" ? "home" : p.slice(1).replaceAll("/", "_")}.json`),
      JSON.stringify(median),
    );
    console.log(line(p, median));
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
