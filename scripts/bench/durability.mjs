#!/usr/bin/env node
/**
 * `npm run bench:durability`: what a `kill -9` of the whole app loses on the embedded database.
 * Starts the production build (scripts/start.mjs) on an empty data directory, sends contact
 * messages at a steady rate, kills the process group at a random moment, starts the app again and
 * checks which acknowledged messages came back. Prints, per round, how many were lost and how
 * long before the kill the oldest lost one had been acknowledged. BENCH_RATES (messages per
 * second, default "20,100"), BENCH_ROUNDS (default 3).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { benchAppEnv, freePort } from "../lib/bench-app.mjs";
import { buildIfStale } from "../lib/build-if-stale.mjs";
import { freshDataDir } from "../lib/fresh-data-dir.mjs";
import { loadProjectEnv } from "../lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
loadProjectEnv(root);
const rates = (process.env.BENCH_RATES || "20,100").split(",").map(Number);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const ADMIN = { username: "owner", password: "bench-password-123" };
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} dataDir */
async function start(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: benchAppEnv(port, dataDir, {
      JWT_SECRET: "",
      SMTP_URL: "",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_MIN_SECONDS: "0",
    }),
  });
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) return { base, child };
    await sleep(250);
  }
  throw new Error("the app did not start");
}

/** @param {number} rate */
async function round(rate) {
  const dataDir = freshDataDir("durability");
  const first = await start(dataDir);
  const acknowledged = new Map(); // subject -> time the 201 arrived
  let sent = 0;
  const killAt = Date.now() + 3000 + Math.random() * 2000;
  while (Date.now() < killAt) {
    const subject = `m${sent++}`;
    void fetch(`${first.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench", email: "b@example.com", subject, message: "x" }),
    })
      .then((r) => r.status === 201 && acknowledged.set(subject, Date.now()))
      .catch(() => {});
    await sleep(1000 / rate);
  }
  const killedAt = Date.now();
  process.kill(-(/** @type {number} */ (first.child.pid)), "SIGKILL");
  await new Promise((resolve) => first.child.once("exit", resolve));

  const second = await start(dataDir);
  const login = await fetch(`${second.base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = /** @type {{ token: string }} */ (await login.json());
  const list = await fetch(`${second.base}/api/contact`, { headers: { "x-auth-token": token } });
  const kept = new Set(
    /** @type {{ subject: string }[]} */ (await list.json()).map((c) => c.subject),
  );
  process.kill(-(/** @type {number} */ (second.child.pid)), "SIGKILL");
  const lost = [...acknowledged].filter(([subject]) => !kept.has(subject));
  const oldest = lost.length ? Math.max(...lost.map(([, at]) => killedAt - at)) : 0;
  return { rate, acknowledged: acknowledged.size, lost: lost.length, oldestLostMs: oldest };
}

buildIfStale(root, process.env.NEXT_DIST_DIR || ".next", {
  ...process.env,
  DATA_DIR: freshDataDir("build"),
  NEXT_TELEMETRY_DISABLED: "1",
});
const rows = [];
for (const rate of rates) for (let i = 0; i < rounds; i++) rows.push(await round(rate));
console.table(rows);
