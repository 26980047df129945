/**
 * The production server of `npm start` (scripts/start.mjs calls serve()): Next's request handler
 * plus what `next start` cannot do for a self-hosted site.
 *
 * 1. A client address the rate limits can trust. Next keeps a client-sent X-Forwarded-For (it
 *    fills the header in only when it is absent) and lib/server/api/client-ip.ts counts its last entry,
 *    else X-Real-IP, so any client could pick the address it is counted as. Unless TRUST_PROXY
 *    says a proxy of ours is in front (it appends the address it saw), both are replaced with the
 *    socket's address before Next sees the request.
 * 2. Brotli. `next start` only gzips (next.config.ts turns that off). Measured on /: the document
 *    22 KB gzip -> 17 KB brotli, the scripts about 14% smaller; that is a phone's first visit.
 *    Build files under /_next/static never change, so each is compressed once at the highest
 *    quality into a `.br` beside it (the first start after a build spends a few seconds on it)
 *    and served from there. A prerendered page (and its RSC payload) is compressed once per
 *    version and kept in memory with its ETag, and a public page is answered from memory for a
 *    second at a time (scripts/lib/page-responses.mjs). Anything else goes
 *    through the `compression` middleware: brotli at a quality cheap enough per response, gzip
 *    for clients without it. Next flushes it between streamed chunks, so streaming still works.
 * 3. One line per header. On the request that renders a redirect (a renamed post's old slug,
 *    308), Next 16.4 sets Location while rendering and adds it again from the render's cache
 *    entry, so two identical Location headers went out (vercel/next.js#82117); a proxy that
 *    joins them sends "/blog/new, /blog/new", which is no address. A header sent twice with the
 *    same value goes out once.
 * 4. No visitor's query in a stored page. A page the build prerendered whole gets its request
 *    without the query string (scripts/lib/static-pages.mjs): Next regenerates a stale page with
 *    the URL of the request that found it stale and serves that URL's query to everyone after.
 *
 * It also stops gracefully on SIGTERM or SIGINT (Ctrl-C): no new connections, the requests under
 * way finished (for at most 10 s), then the app's database saved and stopped (lib/server/db.ts
 * leaves `globalThis.__shutdownDatabase` for this), then exit. A second signal exits at once.
 */
import { createReadStream } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import { createPageResponses } from "./lib/page-responses.mjs";
import { loadStaticPageMatcher, urlForNext } from "./lib/static-pages.mjs";

/**
 * True when the request's path cannot be decoded (`/%`, `/%E0%A4`): Next answers those with a
 * bare 500 "Internal Server Error"; the client made the mistake, so it gets a 400 that says so.
 */
/** @param {import("node:http").IncomingMessage} req */
export function hasMalformedPath(req) {
  const pathname = /** @type {string} */ ((req.url ?? "/").split("?")[0]);
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Sends a header once where Next set it twice with the same value (rule 3). Set-Cookie is left
 * as it is: each of its lines is a cookie of its own.
 */
/** @param {import("node:http").ServerResponse} res */
export function sendHeadersOnce(res) {
  const { writeHead } = res;
  /** @type {(this: import("node:http").ServerResponse, ...args: any[]) => import("node:http").ServerResponse} */
  const writeHeadOnce = function (...args) {
    for (const name of this.getHeaderNames()) {
      const value = this.getHeader(name);
      if (name === "set-cookie" || !Array.isArray(value) || value.length < 2) continue;
      if (value.every((item) => String(item) === String(value[0])))
        this.setHeader(name, /** @type {string} */ (value[0]));
    }
    return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (args));
  };
  res.writeHead = /** @type {typeof writeHead} */ (writeHeadOnce);
}

/** Replaces whatever client address the request claims with its socket's (rule 1). */
/** @param {import("node:http").IncomingMessage} req */
export function useSocketAddress(req) {
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  delete req.headers["x-real-ip"];
}

const COMPRESSIBLE = new Map([
  [".js", "application/javascript; charset=utf-8"],
  [".css", "text/css; charset=utf-8"],
  [".svg", "image/svg+xml"],
  [".json", "application/json; charset=utf-8"],
  [".txt", "text/plain; charset=utf-8"],
]);
const brotli = promisify(zlib.brotliCompress);

/** Writes `<file>.br` for every compressible build file of 1 KB or more that lacks an up-to-date one. */
/** @param {string} dir */
async function precompress(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const source = await stat(file);
    const existing = await stat(`${file}.br`).catch(() => null);
    if (source.size < 1024 || (existing && existing.mtimeMs >= source.mtimeMs)) continue;
    const compressed = await brotli(await readFile(file), {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.size,
      },
    });
    await writeFile(`${file}.br`, compressed);
  }
}

/** Answers a /_next/static request from its `.br` file; false when there is none (Next answers). */
/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} staticDir
 */
async function servePrecompressed(req, res, staticDir) {
  const acceptsBrotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range || !acceptsBrotli)
    return false;
  const rawPath = new URL(req.url ?? "/", "http://localhost").pathname;
  if (!rawPath.startsWith("/_next/static/")) return false;
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return false; // a malformed path: Next answers it
  }
  const type = COMPRESSIBLE.get(path.extname(pathname));
  const file = path.join(staticDir, pathname.slice("/_next/static/".length));
  if (!type || !file.startsWith(staticDir + path.sep)) return false;
  const info = await stat(`${file}.br`).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    "Content-Type": type,
    "Content-Encoding": "br",
    "Content-Length": info.size,
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(`${file}.br`).pipe(res);
  return true;
}

/**
 * Serves the build in `distDir` on `port` until SIGINT or SIGTERM.
 * @param {{ root: string, distDir: string, port: number, trustProxy: boolean }} options
 */
export async function serve({ root, distDir, port, trustProxy }) {
  /** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = "production"; // as `next start` does, before Next is loaded
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, hostname: "localhost", port });
  const handle = app.getRequestHandler();
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const pageResponses = createPageResponses();
  const staticDir = path.join(root, distDir, "static");
  const isWholePage = loadStaticPageMatcher(path.join(root, distDir));

  await app.prepare();
  await precompress(staticDir).catch((error) =>
    console.warn(`Build files will be compressed per request: ${error.message}`),
  );
  let inFlight = 0;
  const server = http.createServer(async (req, res) => {
    inFlight++;
    res.once("close", () => inFlight--);
    try {
      sendHeadersOnce(res);
      if (!trustProxy) useSocketAddress(req);
      if (hasMalformedPath(req)) {
        res.writeHead(400, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        });
        res.end("Bad request: this address is not valid (a % must be followed by two hex digits).");
        return;
      }
      if (req.method === "GET" || req.method === "HEAD")
        req.url = urlForNext(req.url ?? "/", isWholePage);
      if (await servePrecompressed(req, res, staticDir)) return;
      if (pageResponses.serveHeld(req, res)) return;
      compress(req, res, () => {
        pageResponses.wrap(req, res);
        void handle(req, res);
      });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
  server.listen(port, () => console.info(`Ready on http://localhost:${port}`));

  let stopping = false;
  /** @param {string} signal */
  async function stop(signal) {
    if (stopping) process.exit(1);
    stopping = true;
    console.info(`[server] ${signal}: finishing the requests under way, then saving the data.`);
    server.close();
    server.closeIdleConnections();
    await until(() => inFlight === 0, STOP_REQUESTS_MS);
    server.closeAllConnections();
    await Promise.race([
      /** @type {{ __shutdownDatabase?: () => Promise<void> }} */ (globalThis)
        .__shutdownDatabase?.()
        .catch((error) => console.error("[server]", error)),
      sleep(STOP_DATABASE_MS),
    ]);
    await Promise.race([app.close(), sleep(1000)]);
    process.exit(0);
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
}

const STOP_REQUESTS_MS = 10_000;
const STOP_DATABASE_MS = 10_000;
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {() => boolean} condition
 * @param {number} timeoutMs
 */
async function until(condition, timeoutMs) {
  for (const deadline = Date.now() + timeoutMs; !condition() && Date.now() < deadline;)
    await sleep(50);
}
