#!/usr/bin/env node
/**
 * `npm start`: serves the production build on PORT (default 3000) with scripts/server.mjs, in this
 * process, building first when there is no build. `npm run dev` (argument "dev") runs `next dev`.
 *
 * On the embedded database (no MONGODB_URI) the data directory is DATA_DIR (default ./data), and
 * without a JWT_SECRET the token secret is the one kept there (made on first start). It is set
 * here, before Next is loaded: the Edge middleware reads it from the environment and must verify
 * tokens with the key the Node runtime signs them with.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { dataDirSecret } from "../lib/data/secret-file.mjs";
import { serve } from "./server.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Next loads next.config.ts and the build from the working directory: started from elsewhere too.
process.chdir(root);
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = Number(process.env.PORT || 3000);
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || "data");

if (!process.env.JWT_SECRET) {
  if (process.env.MONGODB_URI) {
    console.error("JWT_SECRET is required when MONGODB_URI is set (at least 32 characters).");
    process.exit(1);
  }
  process.env.JWT_SECRET = dataDirSecret(process.env.DATA_DIR);
}

/** Runs `next <args>` in a child process, passing SIGINT and SIGTERM on; resolves to its exit code. */
function runNext(args) {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, stdio: "inherit" });
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", forward).on("SIGTERM", forward);
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

if (process.argv[2] === "dev") process.exit(await runNext(["dev", "-p", String(port)]));

if (!existsSync(path.join(root, distDir, "BUILD_ID"))) {
  console.info(`No production build in ${distDir}: building first (next build).`);
  const status = await runNext(["build"]);
  if (status !== 0) process.exit(status);
}
const trustProxy = ["true", "1"].includes(process.env.TRUST_PROXY ?? "");
await serve({ root, distDir, port, trustProxy });
