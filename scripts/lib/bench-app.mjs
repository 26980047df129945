/** What the load benchmarks share: a free port, the app started on it, autocannon, medians, a raw GET. */
import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} base
 * @param {import("node:child_process").ChildProcess} server
 */
async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy within 120 s");
}

/**
 * Starts `npm start`'s server (scripts/start.mjs) on a free port with the per-address submission
 * limit raised (every autocannon connection comes from one address); resolves once healthy.
 */
/**
 * @param {string} root
 * @param {string} dataDir
 */
export async function startApp(root, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: benchAppEnv(port, dataDir, { NODE_ENV: "production" }),
  });
  try {
    await waitForHealth(base, server);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return { base, port, server };
}

/**
 * The environment of an app a benchmark starts: its own port and data directory, the embedded
 * database (even where .env names a MongoDB), no limit on public submissions (every load
 * connection comes from one address); `extra` adds or overrides.
 * @param {number} port
 * @param {string} dataDir
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function benchAppEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    MONGODB_URI: "",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
    ...extra,
  };
}

/** One autocannon run; `options` as autocannon's (url, method, headers, body, connections, duration). */
/**
 * @param {Parameters<typeof autocannon>[0]} options
 * @returns {Promise<import("autocannon").Result>}
 */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** @param {import("autocannon").Result} r */
export const errorCount = (r) => r.errors + r.timeouts + r.non2xx;

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = /** @type {(i: number) => number} */ ((i) => sorted[i]); // NaN from an empty list
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * One request without decompression: status, headers and the bytes as sent.
 * @param {string} url
 * @param {string} encoding
 * @returns {Promise<{ status: number | undefined, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
export function fetchRaw(url, encoding) {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": encoding };
    http
      .get(url, { headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
