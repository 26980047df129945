#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, each one timed. The durations are printed at the end and
 * written to `.test-durations/phases.json` (`node scripts/test-durations.mjs` puts them, with the
 * slowest test files, into docs/test-durations.md).
 *
 *   tools               the browser, Java and rclone the tests need (scripts/ensure-test-tools.mjs)
 *   format lint types   Prettier, ESLint and tsc, side by side (each takes one core)
 *   unit                Vitest (on TEST_UNIT_NODE when set: CI's Node 22, see below)
 *   build               `next build`, without its own type check: the types phase ran tsc
 *   e2e                 Playwright against that build
 *
 * `node scripts/test.mjs unit build` runs only the phases named. A failed phase stops the run
 * after the phases running beside it end.
 *
 * TEST_UNIT_NODE (CI, `.ci/run`): the Node binary that runs Vitest. The SQLite driver is built
 * for the Node that ran `npm ci`; when it does not load on TEST_UNIT_NODE, the store's process
 * and the scripts the tests run stay on this Node (STORE_NODE, `scriptNode`), and the few test
 * files that open SQLite in their own process run on this Node, after the others: every file runs
 * once.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** @param {string} name */
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const port = process.env.E2E_PORT || "3100";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const durationsDir = path.join(root, ".test-durations");
mkdirSync(durationsDir, { recursive: true });

/** The test files that open the SQLite file inside the test process (better-sqlite3 in-process). */
const IN_PROCESS_SQLITE = [
  "packages/store/commands.test.ts",
  "packages/store/durability.test.ts",
  "packages/store/query/read-on-demand.test.ts",
  "packages/store/refusals.test.ts",
  "packages/store/storage/blob-files.test.ts",
  "app/api/admin/backup/route.test.ts",
  "app/api/admin/people/route.test.ts",
];

/** @typedef {{ ok: boolean, output: string }} Result */

/**
 * Runs one command; `quiet` keeps its output until it ends (phases running side by side).
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean, extraEnv?: Record<string, string> }} [options]
 * @returns {Promise<Result>}
 */
function run(command, args, { quiet = false, extraEnv = {} } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let output = "";
  if (quiet) for (const s of [child.stdout, child.stderr]) s?.on("data", (c) => (output += c));
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("exit", (code) => resolve({ ok: code === 0, output }));
  });
}

/** @param {string} node */
function sqliteLoadsOn(node) {
  const probe = 'new (require("better-sqlite3"))(":memory:").close()';
  return spawnSync(node, ["-e", probe], { cwd: root, stdio: "ignore" }).status === 0;
}

/** @returns {Promise<Result>} */
async function unit() {
  // the durations of an earlier run's files must not be counted with this run's
  for (const file of readdirSync(durationsDir, { withFileTypes: true }))
    if (/^unit.*\.json$/.test(file.name)) rmSync(path.join(durationsDir, file.name));
  const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
  const node = process.env.TEST_UNIT_NODE;
  if (!node) return run(process.execPath, [vitest, "run"]);
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.info(`Vitest on Node ${version}`);
  if (sqliteLoadsOn(node)) return run(node, [vitest, "run"]);
  console.info(
    `better-sqlite3 is built for Node ${process.version}: the store and the scripts run on it, ` +
      `and the ${IN_PROCESS_SQLITE.length} files that open SQLite themselves run on it after.`,
  );
  const rest = await run(node, [vitest, "run", ...IN_PROCESS_SQLITE.map((f) => `--exclude=${f}`)], {
    extraEnv: { STORE_NODE: process.execPath },
  });
  const sqlite = await run(process.execPath, [vitest, "run", ...IN_PROCESS_SQLITE], {
    extraEnv: { TEST_DURATIONS_FILE: "unit-in-process-sqlite.json" },
  });
  return { ok: rest.ok && sqlite.ok, output: "" };
}

/** @type {Record<string, () => Promise<Result>>} */
const PHASES = {
  tools: () => run(process.execPath, ["scripts/ensure-test-tools.mjs"]),
  // package.json's scripts say what each check runs
  format: () => run("npm", ["run", "--silent", "format:check"], { quiet: true }),
  lint: () => run("npm", ["run", "--silent", "lint"], { quiet: true }),
  types: () => run("npm", ["run", "--silent", "typecheck"], { quiet: true }),
  unit,
  build: () =>
    run(bin("next"), ["build"], {
      extraEnv: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "dietician-build-")),
        SITE_URL: `http://127.0.0.1:${port}`,
        // next.config.ts: the types phase above already ran tsc over the same files
        BUILD_SKIPS_TYPECHECK: "1",
      },
    }),
  e2e: () => run(bin("playwright"), ["test"]),
};
// Phases in one group run side by side: the static checks are single-threaded each.
const GROUPS = [["tools"], ["format", "lint", "types"], ["unit"], ["build"], ["e2e"]];

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!(name in PHASES)) {
    console.error(`Unknown phase "${name}": ${Object.keys(PHASES).join(", ")}`);
    process.exit(2);
  }
}
/**
 * CPU seconds used so far by this process's ended children (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s), or NaN elsewhere. On a shared or busy machine the wall time
 * of a phase says little; its CPU time says what it costs.
 */
function childCpuSeconds() {
  try {
    const fields = (readFileSync("/proc/self/stat", "utf8").split(") ")[1] ?? "").split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** @type {Record<string, number>} */
const durations = {};
/** @type {Record<string, number>} */
const cpu = {};
const started = Date.now();
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @type {string[]} */
let failed = [];
for (const group of GROUPS) {
  const phases = group.filter((name) => wanted.length === 0 || wanted.includes(name));
  if (phases.length === 0) continue;
  console.info(`\n▶ ${phases.join(" + ")}`);
  const groupStart = Date.now();
  const cpuStart = childCpuSeconds();
  const results = await Promise.all(
    phases.map(async (name) => {
      const start = Date.now();
      const result = await /** @type {() => Promise<Result>} */ (PHASES[name])();
      durations[name] = Date.now() - start;
      if (result.output) process.stdout.write(result.output);
      console.info(`${result.ok ? "✓" : "✗"} ${name} ${seconds(durations[name])}`);
      return { name, ok: result.ok };
    }),
  );
  if (phases.length > 1) durations[phases.join("+")] = Date.now() - groupStart;
  cpu[phases.join("+")] = Math.round(childCpuSeconds() - cpuStart);
  failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length > 0) break;
}
durations.total = Date.now() - started;

const record = { node: process.version, at: new Date().toISOString(), ok: failed.length === 0 };
writeFileSync(
  path.join(durationsDir, "phases.json"),
  JSON.stringify({ ...record, durations, cpu }, null, 1),
);
console.info("\nPhase durations:");
for (const [name, ms] of Object.entries(durations)) {
  const used = cpu[name] === undefined ? "" : `  (CPU ${cpu[name]} s)`;
  console.info(`  ${name.padEnd(20)} ${seconds(ms)}${used}`);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
