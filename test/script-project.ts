import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * A throwaway project folder for running one of our scripts against the test's .env files: its
 * `scripts`, `lib` and (unless the test makes its own) `node_modules` are links to ours, and node
 * keeps the link's path for the main module (--preserve-symlinks-main), so the script takes that
 * folder for the project (its .env files, ./data) while the modules it imports are ours. Remove
 * it when done.
 */
export function scriptProject(
  files: Record<string, string>,
  { linkNodeModules = true }: { linkNodeModules?: boolean } = {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), "script-project-"));
  const links = ["scripts", "lib", ...(linkNodeModules ? ["node_modules"] : [])];
  for (const name of links) symlinkSync(path.join(root, name), path.join(dir, name), "dir");
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/**
 * An environment of PATH and `vars` only, for a child process: nothing of the test run's own
 * (NODE_ENV=test, its DATA_DIR ...) leaks in. Next's types make NODE_ENV required, hence the cast.
 */
export function bareEnv(vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, ...vars } as unknown as NodeJS.ProcessEnv;
}

/**
 * The Node our scripts run on in tests: the one the SQLite driver was compiled for. That is this
 * one, except in CI's run of the suite on another Node (scripts/test.mjs with TEST_UNIT_NODE), which names it in STORE_NODE.
 */
export const scriptNode = process.env.STORE_NODE || process.execPath;

/** Runs `scripts/<script>` of `project` with only PATH and `env` as its environment. */
export function runScript(
  project: string,
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
) {
  return spawnSync(
    scriptNode,
    ["--preserve-symlinks-main", path.join(project, "scripts", script), ...args],
    { cwd: tmpdir(), env: bareEnv(env), encoding: "utf8", timeout: 30_000 },
  );
}
