#!/usr/bin/env node
/**
 * `npm run move-to-mongodb -- "mongodb+srv://user:pass@host/dietician"`: moves every record of the
 * built-in database (DATA_DIR, default ./data) into an empty MongoDB database in one step: a
 * backup of the data directory (kept under ./backups, in case) restored into that database. Stop
 * the app first. Then put MONGODB_URI and JWT_SECRET into .env, as it prints, and start again.
 * Settings as for `npm start`: the environment, then the .env files (scripts/lib/load-env.mjs).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadProjectEnv } from "./lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
loadProjectEnv(root);
const uri = process.argv[2];
if (!uri || !/^mongodb(\+srv)?:\/\//.test(uri)) {
  console.error('Usage: npm run move-to-mongodb -- "mongodb+srv://user:password@host/database"');
  process.exit(2);
}
const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
const file = path.join(root, "backups", `before-mongodb-${stamp}.json.gz`);

/**
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (script, args, env) =>
  spawnSync(process.execPath, [...process.execArgv, path.join(root, "scripts", script), ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  }).status;

if (run("backup.mjs", [file], { MONGODB_URI: "" }) !== 0) process.exit(1);
if (run("restore.mjs", [file], { MONGODB_URI: uri }) !== 0) process.exit(1);
console.info(
  [
    "",
    "Moved. To run the site on MongoDB from now on, add to .env (or the environment):",
    `  MONGODB_URI=${uri}`,
    `  JWT_SECRET=<the contents of ${path.join(dataDir, "secret")}> (so links already sent keep working)`,
    `  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY=<the two keys in ${path.join(dataDir, "vapid.json")}, if there> (so the owner's phones keep their alerts)`,
    "then start the app again (npm start). The data directory stays as it was.",
  ].join("\n"),
);
