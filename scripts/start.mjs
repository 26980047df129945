#!/usr/bin/env node
/**
 * `npm start`: serves the production build on PORT (default 3000) with scripts/server.mjs, in this
 * process, building first when there is no build. `npm run dev` (argument "dev") runs `next dev`.
 *
 * The settings come from the environment and the project's .env files (loaded first, as Next
 * loads them: scripts/lib/load-env.mjs), resolved by scripts/lib/start-settings.mjs. The data
 * directory and the token secret are set in the environment here, before Next is loaded: the Edge
 * middleware reads the secret from it and must verify tokens with the key the Node runtime signs
 * them with.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { lockDataDir } from "../lib/server/data-dir.mjs";
import { startStoreEarly } from "../lib/server/store-process.mjs";
import { loadProjectEnv } from "./lib/load-env.mjs";
import { startSettings } from "./lib/start-settings.mjs";
import { serve } from "./server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv[2] === "dev";
// What the Next processes started here get: they read the .env files themselves, and `next dev`
// reads them again when one changes, which it cannot do for a value inherited from here.
const realEnv = { ...process.env };
const envFiles = loadProjectEnv(root, { dev });
// Next loads next.config.ts and the build from the working directory: started from elsewhere too.
process.chdir(root);

let settings;
try {
  settings = startSettings(root, process.env);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const { port, distDir, dataDir, trustProxy, jwtSecret, embeddedStore } = settings;
const decided = {
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(port), // instrumentation.ts calls the app on it
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
};
Object.assign(process.env, decided);

/**
 * Runs `next <args>` in a child process, passing SIGINT and SIGTERM on; resolves to its exit code.
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runNext(args) {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...realEnv, ...decided },
  });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", forward).on("SIGTERM", forward);
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

if (dev) process.exit(await runNext(["dev", "-p", String(port)]));

if (envFiles.length) console.info(`Settings from the environment and ${envFiles.join(", ")}.`);
if (!existsSync(path.join(root, distDir, "BUILD_ID"))) {
  console.info(`No production build in ${distDir}: building first (next build).`);
  const status = await runNext(["build"]);
  if (status !== 0) process.exit(status);
}
// The store reads its file while Next boots, and the app takes it over (lib/server/store-process.mjs).
// A data directory in use by another app is left to the app to report, as without this.
if (
  embeddedStore &&
  (await lockDataDir(dataDir).then(
    () => true,
    () => false,
  ))
)
  startStoreEarly({ root, dataDir });
await serve({ root, distDir, port, trustProxy });
