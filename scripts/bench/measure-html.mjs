#!/usr/bin/env node
/**
 * What each public page's HTML weighs: raw bytes, brotli bytes as the server sends them, and of
 * the raw bytes how much is the inline RSC payload (`self.__next_f.push`) and inline CSS; and
 * what the page's first load adds: its scripts (`<script src>`) and linked stylesheets, brotli.
 *
 *   node scripts/bench/measure-html.mjs http://127.0.0.1:3331            every public page, a table
 *   node scripts/bench/measure-html.mjs http://127.0.0.1:3331 --json     the same as JSON
 *   node scripts/bench/measure-html.mjs http://127.0.0.1:3331 --payload /   what the payload of / is made of
 *
 * Serve a production build with `npm start` first (its server compresses; a bare `next start`
 * does not). The page list is read from lib/pages/routes.ts and lib/content/programmes.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fetchRaw } from "../lib/bench-app.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const [origin = "http://127.0.0.1:3331", ...rest] = process.argv.slice(2);
const json = rest.includes("--json");
const payloadPath = rest.includes("--payload") ? rest[rest.indexOf("--payload") + 1] : null;

function publicPaths() {
  const routes = readFileSync(path.join(root, "lib/pages/routes.ts"), "utf8");
  const list = routes.match(/STATIC_PUBLIC_ROUTES = \[([\s\S]*?)\]/)?.[1] ?? "";
  const statics = [...list.matchAll(/"([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));
  const programmes = readFileSync(path.join(root, "lib/content/programmes.ts"), "utf8");
  const slugs = [...programmes.matchAll(/^\s+slug: "([^"]+)"/gm)].map((m) => `/${m[1]}`);
  return [...statics, ...slugs, "/AdminLogin"];
}

/**
 * The flight stream the page's inline scripts push, decoded.
 * @param {string} html
 */
function flightOf(html) {
  const pushes = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)];
  let scriptBytes = 0;
  let flight = "";
  for (const push of pushes) {
    scriptBytes += Buffer.byteLength(push[0]);
    const entry = JSON.parse(/** @type {string} */ (push[1]));
    if (entry[0] === 1) flight += entry[1];
  }
  return { scriptBytes, flight };
}

/** @param {string} html */
function breakdown(html) {
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]);
  const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].length;
  return {
    payload: flightOf(html).scriptBytes,
    css: styles.reduce((sum, s) => sum + Buffer.byteLength(s), 0),
    styleTags: styles.length,
    stylesheetLinks: links,
  };
}

/** @type {Map<string, number>} */
const fileBytes = new Map();
/**
 * Brotli bytes of the build files the page loads, each counted once per page.
 * @param {string} html
 * @param {RegExp} pattern
 */
async function filesBytes(html, pattern) {
  let total = 0;
  for (const url of new Set(
    [...html.matchAll(pattern)].map((m) => /** @type {string} */ (m[1] ?? m[2])),
  )) {
    if (!fileBytes.has(url)) fileBytes.set(url, (await fetchRaw(origin + url, "br")).body.length);
    total += /** @type {number} */ (fileBytes.get(url));
  }
  return total;
}

/** @param {string} pathname */
async function measure(pathname) {
  const raw = await fetchRaw(origin + pathname, "identity");
  const br = await fetchRaw(origin + pathname, "br");
  const html = raw.body.toString("utf8");
  return {
    path: pathname,
    status: raw.status,
    raw: raw.body.length,
    br: br.body.length,
    ...breakdown(html),
    // modern browsers skip the noModule polyfills; the preloaded chunk is fetched too
    scriptsBr: await filesBytes(
      html,
      /<script src="([^"]+)"(?![^>]*noModule)|<link rel="preload" as="script"[^>]*href="([^"]+)"/g,
    ),
    stylesheetsBr: await filesBytes(html, /<link rel="stylesheet" href="([^"]+)"/g),
  };
}

/**
 * Rows of the flight stream, and client components ranked by the bytes of the props they get.
 * @param {string} flight
 */
function analysePayload(flight) {
  const rows = [];
  let i = 0;
  while (i < flight.length) {
    const colon = flight.indexOf(":", i);
    const id = flight.slice(i, colon);
    const tag = /** @type {string} */ (flight[colon + 1]);
    if (tag === "T") {
      const comma = flight.indexOf(",", colon);
      const len = parseInt(flight.slice(colon + 2, comma), 16);
      // length is in bytes of UTF-8
      const bytes = Buffer.from(flight.slice(comma + 1), "utf8")
        .subarray(0, len)
        .toString("utf8");
      rows.push({ id, tag, text: bytes });
      i = comma + 1 + bytes.length;
      continue;
    }
    const end = flight.indexOf("\n", colon);
    rows.push({ id, tag: /[A-Z]/.test(tag) ? tag : "", text: flight.slice(colon + 1, end) });
    i = end + 1;
  }
  const modules = new Map();
  for (const row of rows) {
    if (row.tag === "I") {
      const ref = JSON.parse(row.text.slice(1));
      modules.set(`$L${row.id}`, `${ref[0]}#${ref[2]}`);
    }
  }
  /** @type {Map<string, { count: number, bytes: number }>} */
  const byClient = new Map();
  /**
   * @param {string} name
   * @param {number} bytes
   */
  const bump = (name, bytes) => {
    const entry = byClient.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += bytes;
    byClient.set(name, entry);
  };
  let classBytes = 0;
  let textBytes = 0;
  /** @param {unknown} node */
  const walk = (node) => {
    if (Array.isArray(node)) {
      if (node[0] === "$" && typeof node[1] === "string" && node.length >= 4) {
        const [, type, , props] = node;
        if (type.startsWith("$L")) {
          const own = { ...props };
          delete own.children;
          bump(modules.get(type) ?? type, JSON.stringify(own).length);
        }
        if (props && typeof props.className === "string") classBytes += props.className.length;
      }
      node.forEach(walk);
    } else if (node && typeof node === "object") {
      Object.values(node).forEach(walk);
    } else if (typeof node === "string" && !node.startsWith("$")) {
      textBytes += node.length;
    }
  };
  const sized = rows.map((row) => ({ ...row, bytes: Buffer.byteLength(row.text) }));
  for (const row of sized) {
    if (row.tag === "" && (row.text.startsWith("[") || row.text.startsWith("{"))) {
      try {
        walk(JSON.parse(row.text));
      } catch {
        // not JSON
      }
    }
  }
  const total = Buffer.byteLength(flight);
  console.log(`flight stream: ${total} bytes in ${rows.length} rows`);
  console.log("\nbiggest rows:");
  for (const row of [...sized].sort((a, b) => b.bytes - a.bytes).slice(0, 12)) {
    console.log(
      `  ${String(row.bytes).padStart(7)}  ${row.id}:${row.tag} ${row.text.slice(0, 110)}`,
    );
  }
  const byTag = new Map();
  for (const row of sized)
    byTag.set(row.tag || "model", (byTag.get(row.tag || "model") ?? 0) + row.bytes);
  console.log("\nbytes by row kind:", Object.fromEntries(byTag));
  console.log(`className strings: ${classBytes} bytes; other strings: ${textBytes} bytes`);
  console.log("\nclient components by props bytes (children excluded):");
  for (const [name, entry] of [...byClient].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 15)) {
    console.log(`  ${String(entry.bytes).padStart(7)}  x${entry.count}  ${name}`);
  }
}

if (payloadPath) {
  const page = await fetchRaw(origin + payloadPath, "identity");
  analysePayload(flightOf(page.body.toString("utf8")).flight);
} else {
  const results = [];
  for (const pathname of publicPaths()) results.push(await measure(pathname));
  if (json) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    console.log(
      "| Page | Status | HTML raw | HTML brotli | payload | inline CSS (tags) | stylesheets (br) | scripts (br) |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of results) {
      console.log(
        `| ${r.path} | ${r.status} | ${r.raw} | ${r.br} | ${r.payload} | ${r.css} (${r.styleTags}) | ${r.stylesheetLinks} (${r.stylesheetsBr}) | ${r.scriptsBr} |`,
      );
    }
  }
}
