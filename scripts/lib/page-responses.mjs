/**
 * What scripts/server.mjs adds to a response sent whole: a prerendered page or its RSC payload,
 * which Next hands to `res.end(payload)` in one piece, and a public API list (an answer the app
 * marks `public` with an ETag, gathered here from Next's stream). Everything else (streamed
 * pages, other API answers) passes untouched to the `compression` middleware after this.
 *
 * - A validator and 304. Next's own ETag (next.config.ts turns it off) hashed the whole page in
 *   JavaScript on every request: measured on /, a quarter of the server's time. Here the hash is
 *   native and remembered for the payload last sent, which Next hands over as the same string
 *   while the page is unchanged.
 * - Compression once per version: the compressed bytes are kept under the ETag, so the next
 *   request for the same version gets them from memory. A new version is compressed at a quick
 *   quality at once and at the highest in the background, which then replaces it (measured on /:
 *   140 KB → brotli 17.0 KB in 3 ms at quality 5, 14.9 KB in 140 ms at 11).
 * - `public` before Next's `s-maxage=…`, which is what a prerendered page is sent with: a shared
 *   cache may keep it (per-request pages are sent `private, no-cache, no-store`).
 * - Such a public page is then answered from memory for HOLD_MS without asking Next again: Next's
 *   routing and cache lookup were most of what a request of a static page still cost. Any
 *   request other than GET or HEAD (a form, an admin's write) clears these copies once it has
 *   been answered, when its changes are visible to Next, and a page whose request began before
 *   that is not kept; so this instance never shows a page older than its own last write.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** How long a public page is answered from memory before Next is asked again. */
const HOLD_MS = 1000;
/** The URLs kept at once (a query string makes another URL). */
const MAX_PAGES = 200;
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];
const COMPRESSIBLE = /^(text\/html|text\/x-component|application\/json|text\/plain)\b/;
const MIN_BYTES = 1024;
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_MAX_QUALITY } = zlib.constants;

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {"br" | "gzip"} Encoding */
/** @typedef {number | string | string[]} HeaderValue */
/** @typedef {(this: ServerResponse, chunk?: string | Buffer) => ServerResponse} End */

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** @type {Record<Encoding, (bytes: Buffer) => Buffer>} */
const quick = {
  br: (bytes) => zlib.brotliCompressSync(bytes, { params: { [BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => zlib.gzipSync(bytes, { level: 6 }),
};
/** @type {Record<Encoding, (bytes: Buffer) => Promise<Buffer>>} */
const best = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY,
        [BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
};

/**
 * The encoding to answer with: brotli where the client takes it, else gzip, else none.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding | null}
 */
export function pickEncoding(acceptEncoding) {
  const offered = String(acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
    .map(([name]) => name);
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return null;
}

/**
 * If-None-Match compares weakly (RFC 9110 13.1.2).
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === bare);
}

/**
 * A byte budget of remembered values, the least recently used dropped first.
 * @param {number} maxBytes
 */
function lruBytes(maxBytes) {
  /** @type {Map<string, Buffer>} */
  const kept = new Map();
  let bytes = 0;
  return {
    /** @param {string} key */
    get(key) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
      }
      return hit;
    },
    /**
     * @param {string} key
     * @param {Buffer} value
     */
    set(key, value) {
      const previous = kept.get(key);
      if (previous) bytes -= previous.length;
      kept.delete(key);
      kept.set(key, value);
      bytes += value.length;
      for (const [oldKey, old] of kept) {
        if (bytes <= maxBytes) break;
        kept.delete(oldKey);
        bytes -= old.length;
      }
    },
    get size() {
      return kept.size;
    },
  };
}

/** @param {{ maxBytes?: number, now?: () => number }} [options] */
export function createPageResponses({
  maxBytes = 64 * 1024 * 1024,
  now = () => performance.now(),
} = {}) {
  const compressed = lruBytes(maxBytes);
  /** The payloads last sent (a few, for the pages visited most) and their ETags. */
  /** @type {Map<number, { payload: string, etag: string }>} */
  const lastSent = new Map();
  /** URL → a public page's headers and payload, answered from memory until `until`. */
  /** @type {Map<string | undefined, { headers: [string, HeaderValue][], payload: string, until: number }>} */
  const held = new Map();
  /** Counts the writes started and answered; a page is held only if none happened during its request. */
  let writes = 0;

  /** @param {string} payload */
  function etagOf(payload) {
    const key = payload.length;
    const seen = lastSent.get(key);
    if (seen && seen.payload === payload) return seen.etag;
    const etag = `"${createHash("sha256").update(payload).digest("base64url").slice(0, 27)}"`;
    lastSent.delete(key);
    lastSent.set(key, { payload, etag });
    if (lastSent.size > 64) lastSent.delete(/** @type {number} */ (lastSent.keys().next().value));
    return etag;
  }

  /**
   * @param {string} etag
   * @param {string} payload
   * @param {Encoding} encoding
   */
  function body(etag, payload, encoding) {
    const key = `${etag}|${encoding}`;
    const hit = compressed.get(key);
    if (hit) return hit;
    const bytes = Buffer.from(payload);
    const quickBytes = quick[encoding](bytes);
    compressed.set(key, quickBytes);
    best[encoding](bytes)
      .then((smaller) => {
        if (compressed.get(key) === quickBytes && smaller.length < quickBytes.length)
          compressed.set(key, smaller);
      })
      .catch(() => {});
    return quickBytes;
  }

  /**
   * Sends `payload` (headers, ETag included, already set): 304, compressed or as it is.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {End} end
   * @param {string} payload
   */
  function send(req, res, end, payload) {
    const etag = /** @type {string} */ (res.getHeader("ETag"));
    if (matches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.removeHeader("Content-Length");
      res.removeHeader("Content-Type");
      return end.call(res);
    }
    const compressible =
      payload.length >= MIN_BYTES && COMPRESSIBLE.test(String(res.getHeader("Content-Type") ?? ""));
    const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : null;
    if (!encoding) {
      res.setHeader("Content-Length", Buffer.byteLength(payload));
      return end.call(res, payload);
    }
    const bytes = body(etag, payload, encoding);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", bytes.length);
    return end.call(res, bytes);
  }

  /** @param {IncomingMessage} req */
  const holdable = (req) =>
    req.method === "GET" && !req.headers.range && ROUTER_HEADERS.every((h) => !req.headers[h]);

  /**
   * Answers from memory when this URL's public page is held; false when Next must answer.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function serveHeld(req, res) {
    if (!holdable(req)) return false;
    const page = held.get(req.url);
    if (!page) return false;
    if (page.until < now()) {
      held.delete(req.url);
      return false;
    }
    for (const [name, value] of page.headers) res.setHeader(name, value);
    send(req, res, res.end, page.payload);
    return true;
  }

  /**
   * @param {string | undefined} url
   * @param {ServerResponse} res
   * @param {string} payload
   */
  function hold(url, res, payload) {
    const headers = /** @type {[string, HeaderValue][]} */ (
      Object.entries(res.getHeaders())
    ).filter(([name]) => name !== "content-length" && name !== "content-encoding");
    held.delete(url);
    held.set(url, { headers, payload, until: now() + HOLD_MS });
    if (held.size > MAX_PAGES) held.delete(held.keys().next().value);
  }

  /**
   * Call before Next writes the response.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function wrap(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      writes++;
      held.clear();
      res.once("close", () => {
        writes++;
        held.clear();
      });
      return;
    }
    if (req.method !== "GET") return;
    const writesBefore = writes;
    const { end, write, flushHeaders } = res;
    let streamed = false;
    /** The chunks of a public API answer (ETag set by the app), gathered to be sent whole. */
    /** @type {Buffer[] | null} */
    let gathered = null;
    const gatherable = () =>
      !res.headersSent &&
      res.statusCode === 200 &&
      typeof res.getHeader("ETag") === "string" &&
      /^public\b/.test(String(res.getHeader("Cache-Control") ?? "")) &&
      COMPRESSIBLE.test(String(res.getHeader("Content-Type") ?? "")) && // text (never an image)
      !res.getHeader("Content-Encoding");
    res.flushHeaders = function () {
      if (gathered === null && !streamed && gatherable()) gathered = [];
      if (!gathered) flushHeaders.call(this);
    };
    /**
     * @type {(
     *   this: ServerResponse,
     *   chunk: any,
     *   encoding?: BufferEncoding | ((error?: Error | null) => void),
     *   callback?: (error?: Error | null) => void,
     * ) => boolean}
     */
    const gatheringWrite = function (chunk, encoding, callback) {
      if (gathered === null && !streamed && gatherable()) gathered = [];
      if (gathered) {
        gathered.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
        if (typeof encoding === "function") encoding();
        else if (typeof callback === "function") callback();
        return true;
      }
      streamed = true;
      return write.apply(this, /** @type {any} */ (arguments));
    };
    res.write = /** @type {ServerResponse["write"]} */ (gatheringWrite);
    /** @type {(this: ServerResponse, chunk?: any, ...rest: any[]) => ServerResponse} */
    const holdingEnd = function (chunk, ...rest) {
      let payload;
      if (gathered) {
        if (chunk && typeof chunk !== "function") gathered.push(Buffer.from(chunk));
        payload = Buffer.concat(gathered).toString("utf8");
      } else if (
        !streamed &&
        typeof chunk === "string" &&
        !res.headersSent &&
        res.statusCode === 200 &&
        !res.getHeader("ETag") &&
        !res.getHeader("Content-Encoding")
      ) {
        payload = chunk; // a page Next sends whole
        res.setHeader("ETag", etagOf(chunk));
      } else
        return /** @type {(this: ServerResponse, ...args: unknown[]) => ServerResponse} */ (
          end
        ).call(this, chunk, ...rest);
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      if (cacheControl.startsWith("s-maxage="))
        res.setHeader("Cache-Control", `public, ${cacheControl}`);
      const shared = /^public\b/.test(String(res.getHeader("Cache-Control")));
      const vary = String(res.getHeader("Vary") ?? "");
      if (!/\baccept-encoding\b/i.test(vary))
        res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      if (shared && holdable(req) && writes === writesBefore && !res.getHeader("Set-Cookie"))
        hold(req.url, res, payload);
      return send(req, res, end, payload);
    };
    res.end = /** @type {ServerResponse["end"]} */ (holdingEnd);
  }

  return { wrap, serveHeld, kept: () => compressed.size, held: () => held.size };
}
