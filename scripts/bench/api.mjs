#!/usr/bin/env node
/**
 * `npm run bench:api`: load-tests the API of the production build on the embedded database.
 * Builds first when there is no build or the sources are newer, starts the server (scripts/start.mjs) on a free port with the per-IP
 * submission limit raised (every autocannon connection comes from one address), then runs
 * autocannon at 50 connections for 10 s per endpoint and prints req/s, p50, p99 and errors.
 * BENCH_DURATION and BENCH_CONNECTIONS override the defaults.
 */
import path from "node:path";
import { errorCount, load, startApp } from "../lib/bench-app.mjs";
import { buildIfStale } from "../lib/build-if-stale.mjs";
import { freshDataDir } from "../lib/fresh-data-dir.mjs";
import { loadProjectEnv } from "../lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
loadProjectEnv(root);
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

const dataDir = freshDataDir("bench");
buildIfStale(root, distDir, { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" });
const { base, server } = await startApp(root, dataDir);

try {
  const rows = [];
  // Each endpoint is warmed up right before it is measured, so the GETs are not measured while
  // the server is still delivering the notification emails of the POST warm-up's submissions.
  for (const { name, path: urlPath, ...request } of targets) {
    const options = { ...request, url: `${base}${urlPath}`, connections, duration };
    await load({ ...options, duration: 2 }); // warm-up: compile paths, fill pools
    const r = await load(options);
    rows.push({
      endpoint: name,
      "req/s": Math.round(r.requests.average),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      requests: r.requests.total,
      errors: errorCount(r),
    });
  }
  console.info(
    `\n${connections} connections, ${duration} s per endpoint, production build on the embedded database\n`,
  );
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
