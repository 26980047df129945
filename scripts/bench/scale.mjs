#!/usr/bin/env node
/**
 * `npm run bench:scale`: how the embedded store holds up as a practice's records pile up. For each
 * size (BENCH_SIZES, messages; default "0,10000,100000") it seeds that many contact messages and
 * two sent emails each (plus BENCH_IMAGES uploaded images, default 200) through the backup format
 * (`npm run restore`, as a practice moving its data would), starts the production build on it and
 * measures, one size at a time in one sitting:
 *
 * - start-up: spawn to the first 200 of /api/health (given up after BENCH_START_TIMEOUT_S, 240);
 * - POST /api/contact: p50/p99 of BENCH_SEQUENTIAL (100) messages one after another, and the
 *   rate at 10 connections for 10 s;
 * - the admin's search and first page of 50 (GET /api/contact?q=…, GET /api/contact, 50 a page): p50/p99;
 *   searches by part of an address, a name and an address; the first page with a status filter, the
 *   plan requests' and appointments' first pages, and the messages' first page while searches run;
 * - bytes the app's processes wrote to disk per message (/proc/<pid>/io, whole process tree);
 * - acknowledged → on disk: from a 201 until the message's subject is in a file under DATA_DIR;
 * - the loss window of a `kill -9` at 20 messages/s, and the start-up after it;
 * - memory: the resident size of the app's processes after the load, and after 15 s at rest.
 *
 * Prints one table; medians and ratios belong in docs/performance.md.
 */
import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { encodeBackup } from "../../lib/backup/backup-archive.mjs";
import { benchAppEnv, freePort, load } from "../lib/bench-app.mjs";
import { buildIfStale } from "../lib/build-if-stale.mjs";
import { freshDataDir } from "../lib/fresh-data-dir.mjs";
import { loadProjectEnv } from "../lib/load-env.mjs";
import { scaleSeed } from "../lib/scale-seed.mjs";

const root = path.resolve(import.meta.dirname, "../..");
loadProjectEnv(root);
const sizes = (process.env.BENCH_SIZES || "0,10000,100000").split(",").map(Number);
const images = Number(process.env.BENCH_IMAGES ?? 200);
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_S || 240) * 1000;
const sequential = Number(process.env.BENCH_SEQUENTIAL || 100);
/** How long the app is left alone before its memory at rest is read. */
const REST_MS = 15_000;
const ADMIN = { username: "owner", password: "bench-password-123" };
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {string} what */
const step = (what) => console.info(`[bench:scale]   ${what}`);

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The app's process and all its descendants (the embedded database runs as a child). */
/**
 * @param {number} pid
 * @returns {number[]}
 */
function processTree(pid) {
  /** @param {number} parent */
  const children = (parent) => {
    try {
      return readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(/** @type {number} */ (all[i])));
  return all;
}

/**
 * @param {number} pid
 * @param {(pid: number) => number} read
 */
function treeSum(pid, read) {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      total += read(p);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
/** @param {number | undefined} pid */
const writtenBytes = (pid) =>
  treeSum(/** @type {number} */ (pid), (p) =>
    Number(
      /** @type {RegExpExecArray} */ (
        /write_bytes: (\d+)/.exec(readFileSync(`/proc/${p}/io`, "utf8"))
      )[1],
    ),
  );
/** @param {number} pid */
const residentOf = (pid) =>
  Number(
    /** @type {RegExpExecArray} */ (
      /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    )[1],
  ) * 1024;
/** @param {number | undefined} pid */
const residentBytes = (pid) => treeSum(/** @type {number} */ (pid), residentOf);
/**
 * The store's part of the tree's RSS: its process names itself (packages/store/server.mjs).
 * @param {number | undefined} pid
 */
const storeResidentBytes = (pid) =>
  treeSum(/** @type {number} */ (pid), (p) =>
    readFileSync(`/proc/${p}/cmdline`, "utf8").startsWith("store-server") ? residentOf(p) : 0,
  );

/** @param {string} dataDir */
async function startApp(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", ...[1, 2].map(() => (process.env.BENCH_VERBOSE ? "inherit" : "ignore"))],
    env: benchAppEnv(port, dataDir, {
      JWT_SECRET: "",
      SMTP_URL: "",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_VISITOR_MAIL_PER_HOUR: "1000000",
      FORM_MIN_SECONDS: "0",
    }),
  });
  /**
   * @param {NodeJS.Signals} [signal]
   * @returns {Promise<void>}
   */
  const stop = (signal = "SIGTERM") => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
    return new Promise(
      /** @param {(value?: void) => void} resolve */ (resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : child.once("exit", resolve),
    );
  };
  while (performance.now() - began < startTimeoutMs) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok)
      return { base, child, stop, startupMs: performance.now() - began };
    await sleep(100);
  }
  await stop("SIGKILL");
  return { base, child, stop, startupMs: null };
}

let sent = 0;
/**
 * @param {string} base
 * @param {string} [subject]
 */
const contact = (base, subject = `Scale ${sent++}`) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
    body: JSON.stringify({
      name: "Bench Visitor",
      email: "bench.visitor@example.com",
      subject,
      message: "How do I start?",
      consent: true,
    }),
  });

/** @param {() => Promise<Response>} request */
async function timed(request) {
  const began = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - began;
}

/** Milliseconds from a 201 until `subject` is in some file under `dir` (null after 10 s). */
/**
 * @param {string} dir
 * @param {string} subject
 * @param {number} sentAtMs when the request was sent (Date.now())
 */
async function untilOnDisk(dir, subject, sentAtMs) {
  const needle = Buffer.from(subject);
  // Only files written since the request was sent can hold it: reading the whole store file (a
  // hundred MB at 100,000 messages) at every look would measure the reading, not the store.
  const files = () =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => {
        try {
          return statSync(file).mtimeMs >= sentAtMs - 1000;
        } catch {
          return false; // renamed away meanwhile
        }
      });
  const began = performance.now();
  while (performance.now() - began < 10_000) {
    for (const file of files()) {
      try {
        if (readFileSync(file).includes(needle)) return performance.now() - began;
      } catch {
        // renamed away meanwhile
      }
    }
    await sleep(20);
  }
  return null;
}

/**
 * @param {string} base
 * @returns {Promise<string>}
 */
async function adminToken(base) {
  const response = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  return /** @type {{ token: string }} */ (await response.json()).token;
}

/** Sends at `rate`/s for 3 s, kills the whole app with SIGKILL, starts it again; what was lost. */
/**
 * @param {string} dataDir
 * @param {Awaited<ReturnType<typeof startApp>>} app
 * @param {number} rate
 */
async function killWindow(dataDir, app, rate) {
  const acknowledged = new Map();
  const until = performance.now() + 3000;
  let n = 0;
  while (performance.now() < until) {
    const subject = `Kill ${n++}`;
    void contact(app.base, subject)
      .then((r) => r.ok && acknowledged.set(subject, performance.now()))
      .catch(() => {});
    await sleep(1000 / rate);
  }
  const killedAt = performance.now();
  await app.stop("SIGKILL");
  const again = await startApp(dataDir);
  if (again.startupMs === null) return { restartMs: null, lost: null, windowMs: null };
  const token = await adminToken(again.base);
  const list = await fetch(`${again.base}/api/contact?q=Kill&pageSize=200`, {
    headers: { "x-auth-token": token },
  });
  const kept = new Set(
    /** @type {{ subject: string }[]} */ (await list.json()).map((item) => item.subject),
  );
  const lost = [...acknowledged].filter(([subject]) => !kept.has(subject));
  await again.stop();
  return {
    restartMs: again.startupMs,
    lost: lost.length,
    windowMs: lost.length ? Math.max(...lost.map(([, at]) => killedAt - at)) : 0,
  };
}

/** @param {number} size */
async function measure(size) {
  const dataDir = freshDataDir(`scale-${size}`);
  if (size > 0) {
    const file = path.join(dataDir, "..", `scale-${size}.backup`);
    writeFileSync(file, encodeBackup(scaleSeed(size, images), { source: "embedded" }));
    execFileSync(process.execPath, [path.join(root, "scripts/restore.mjs"), file], {
      env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: "" },
      stdio: "ignore",
    });
  }
  /** @type {{ size: number } & Record<string, number | null>} */
  const row = { size };
  const app = await startApp(dataDir);
  row.startupS = app.startupMs === null ? null : app.startupMs / 1000;
  if (app.startupMs === null) return row;
  // each step says where the memory stood before it: which traffic grows the store
  const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1024 / 1024);
  const at = (/** @type {string} */ what) =>
    step(
      `${what} (RSS ${mb(residentBytes(app.child.pid))} MB, store ${mb(storeResidentBytes(app.child.pid))} MB)`,
    );
  try {
    at(`up in ${(app.startupMs / 1000).toFixed(1)} s; sequential messages`);
    await timed(() => contact(app.base)); // warm
    const writesBefore = writtenBytes(app.child.pid);
    const times = [];
    for (let i = 0; i < sequential; i++) times.push(await timed(() => contact(app.base)));
    await sleep(1500); // the last messages' saves and mails
    row.kbPerMessage = (writtenBytes(app.child.pid) - writesBefore) / sequential / 1024;
    row.postP50 = percentile(times, 50);
    row.postP99 = percentile(times, 99);
    at("10 connections");
    const burst = await load({
      url: `${app.base}/api/contact`,
      method: "POST",
      connections: 10,
      duration: 10,
      timeout: 10,
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.10" },
      body: JSON.stringify({
        name: "Bench Visitor",
        email: "bench.visitor@example.com",
        subject: "Burst",
        message: "How do I start?",
        consent: true,
      }),
    });
    row.rps10 = burst.requests.average;
    row.errors10 = burst.errors + burst.timeouts + burst.non2xx;
    at("admin search and first page");
    const token = await adminToken(app.base);
    const admin =
      (/** @type {string} */ query, list = "/api/contact") =>
      () =>
        fetch(`${app.base}${list}${query}`, { headers: { "x-auth-token": token } });
    const search = [];
    const firstPage = [];
    const otherLists = [];
    const someone = (/** @type {number} */ i) => Math.floor((i * 7919) % Math.max(size, 1));
    for (let i = 0; i < 20; i++) {
      // as the admin's list asks: without page and pageSize the API answers up to 10,000
      search.push(await timed(admin(`?q=visitor${i}&page=1&pageSize=50`)));
      // a name, an address, the end of one
      search.push(
        await timed(admin(`?q=${encodeURIComponent(`Visitor ${someone(i)}`)}&page=1&pageSize=50`)),
      );
      search.push(
        await timed(admin(`?q=visitor${someone(i + 1)}%40example.com&page=1&pageSize=50`)),
      );
      firstPage.push(await timed(admin("?page=1&pageSize=50")));
      firstPage.push(await timed(admin("?status=new&page=1&pageSize=50")));
      otherLists.push(await timed(admin("?page=1&pageSize=50", "/api/plans")));
      otherLists.push(await timed(admin("?page=1&pageSize=50", "/api/appointments")));
    }
    row.searchP50 = percentile(search, 50);
    row.searchP99 = percentile(search, 99);
    row.pageP50 = percentile(firstPage, 50);
    row.pageP99 = percentile(firstPage, 99);
    row.listsP99 = percentile(otherLists, 99);
    // the first page while searches run: a search must not hold the others up
    /** @type {number[]} */
    const during = [];
    await Promise.all([
      (async () => {
        for (let i = 0; i < 10; i++) await timed(admin(`?q=visitor${i + 20}&page=1&pageSize=50`));
      })(),
      (async () => {
        for (let i = 0; i < 20; i++) during.push(await timed(admin("?page=1&pageSize=50")));
      })(),
    ]);
    row.pageDuringSearchP99 = percentile(during, 99);
    at("acknowledged to disk");
    const onDisk = [];
    for (let i = 0; i < 5; i++) {
      const subject = `Disk ${size}-${i}-${Date.now()}`;
      const sentAtMs = Date.now();
      const response = await contact(app.base, subject);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      onDisk.push(await untilOnDisk(dataDir, subject, sentAtMs));
    }
    row.ackToDiskMs = onDisk.includes(null)
      ? null
      : percentile(/** @type {number[]} */ (onDisk), 50);
    row.rssMb = residentBytes(app.child.pid) / 1024 / 1024;
    row.rssStoreMb = storeResidentBytes(app.child.pid) / 1024 / 1024;
    // what the machine must keep for the app between visits: the same after a quiet while
    await sleep(REST_MS);
    row.rssRestMb = residentBytes(app.child.pid) / 1024 / 1024;
    row.rssStoreRestMb = storeResidentBytes(app.child.pid) / 1024 / 1024;
    at("kill -9 at 20 messages/s");
    Object.assign(row, await killWindow(dataDir, app, 20));
  } finally {
    await app.stop();
  }
  return row;
}

buildIfStale(root, process.env.NEXT_DIST_DIR || ".next", {
  ...process.env,
  DATA_DIR: freshDataDir("build"),
  NEXT_TELEMETRY_DISABLED: "1",
});
const rows = [];
for (const size of sizes) {
  console.info(`[bench:scale] ${size} messages ...`);
  rows.push(await measure(size));
  console.info(JSON.stringify(rows.at(-1)));
}
/**
 * @param {number | null | undefined} value
 * @param {number} [digits]
 */
const fmt = (value, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? "—" : value.toFixed(digits);
console.info(
  "\n| messages | start-up s | POST p50/p99 ms | req/s at 10 (errors) | search p50/p99 ms | first page p50/p99 ms | plans, appointments first page p99 ms | first page during searches p99 ms | KB written per message | ack → disk ms | kill -9: lost, window ms, restart s | RSS MB (of it the store) | RSS MB after 15 s at rest (the store) |",
);
console.info("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows)
  console.info(
    `| ${r.size} | ${fmt(r.startupS, 1)} | ${fmt(r.postP50)} / ${fmt(r.postP99)} | ${fmt(r.rps10, 1)} (${fmt(r.errors10)}) | ${fmt(r.searchP50)} / ${fmt(r.searchP99)} | ${fmt(r.pageP50)} / ${fmt(r.pageP99)} | ${fmt(r.listsP99)} | ${fmt(r.pageDuringSearchP99)} | ${fmt(r.kbPerMessage)} | ${fmt(r.ackToDiskMs)} | ${fmt(r.lost)}, ${fmt(r.windowMs)}, ${fmt((r.restartMs ?? NaN) / 1000, 1)} | ${fmt(r.rssMb)} (${fmt(r.rssStoreMb)}) | ${fmt(r.rssRestMb)} (${fmt(r.rssStoreRestMb)}) |`,
  );
