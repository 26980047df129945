#!/usr/bin/env node
/**
 * `npm run bench:api`: load-tests the API of the production build on the embedded database.
 * Builds first when there is no build or the sources are newer, starts the server (scripts/start.mjs) on a free port with the per-IP
 * submission limit raised (every autocannon connection comes from one address), then runs
 * autocannon at 50 connections for 10 s per endpoint and prints req/s, p50, p99 and errors.
 * BENCH_DURATION and BENCH_CONNECTIONS override the defaults.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { freshDataDir } from "./lib/fresh-data-dir.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);

const targets = [
  { name: "GET /api/blogs", path: "/api/blogs" },
  { name: "GET /api/special-offers", path: "/api/special-offers" },
  {
    name: "POST /api/contact",
    path: "/api/contact",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Mark",
      email: "bench@example.com",
      subject: "Load test",
      message: "Measuring the API.",
    }),
  },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy within 120 s");
}

function run(base, target) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${target.path}`,
        method: target.method ?? "GET",
        headers: target.headers,
        body: target.body,
        connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const dataDir = freshDataDir("bench");
buildIfStale(root, distDir, { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    SITE_URL: base,
    DATA_DIR: dataDir,
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
    NODE_ENV: "production",
  },
});

try {
  await waitForHealth(base, server);
  const rows = [];
  // Each endpoint is warmed up right before it is measured, so the GETs are not measured while
  // the server is still delivering the notification emails of the POST warm-up's submissions.
  for (const target of targets) {
    await run(base, { ...target, duration: 2 }); // warm-up: compile paths, fill pools
    const r = await run(base, target);
    rows.push({
      endpoint: target.name,
      "req/s": Math.round(r.requests.average),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      requests: r.requests.total,
      errors: r.errors + r.timeouts + r.non2xx,
    });
  }
  console.info(
    `\n${connections} connections, ${duration} s per endpoint, production build on the embedded database\n`,
  );
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
