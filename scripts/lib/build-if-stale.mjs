/**
 * Builds the app into `distDir` unless a build there is newer than every source file, so the
 * benchmark scripts never measure an old build. `next build` adds a non-default output folder's
 * types to tsconfig.json; a private build puts the file back as it was. BENCH_KEEP_BUILD=1 measures
 * the build in `distDir` as it is (the "before" of a before/after, built from older sources).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "models",
  "middleware.ts",
  "next.config.ts",
  "instrumentation.ts",
  "package-lock.json",
];

/**
 * @param {string} target
 * @returns {number}
 */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

/**
 * @param {string} root
 * @param {string} distDir
 * @param {NodeJS.ProcessEnv} env
 */
export function buildIfStale(root, distDir, env) {
  if (process.env.BENCH_KEEP_BUILD === "1" && existsSync(path.join(root, distDir, "BUILD_ID")))
    return;
  const buildId = path.join(root, distDir, "BUILD_ID");
  const sources = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  if (existsSync(buildId) && statSync(buildId).mtimeMs > sources) return;
  console.info(`Building into ${distDir} (no build, or sources changed since) ...`);
  const tsconfig = path.join(root, "tsconfig.json");
  const original = readFileSync(tsconfig, "utf8");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "build"],
    { cwd: root, env: { ...env, NEXT_DIST_DIR: distDir }, stdio: "inherit" },
  );
  writeFileSync(tsconfig, original);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
