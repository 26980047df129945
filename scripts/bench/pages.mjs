#!/usr/bin/env node
/**
 * `npm run bench:pages`: what GET / and GET /pricing cost served by (a) the app alone
 * (`npm start`'s server), (b) the app behind nginx with the shipped proxy rules
 * (deploy/nginx/dietician-proxy.conf, cache warmed) and (c) nginx serving the same bytes as
 * static files (fetched once from the app: identity, gzip and brotli). Every request asks for
 * "gzip, deflate, br" like a browser. Rounds interleave a, b, c so the machine's noise hits all
 * three alike; medians of BENCH_ROUNDS (3) rounds of BENCH_DURATION (10) s at BENCH_CONNECTIONS
 * (50). nginx runs unprivileged from a temporary prefix; without nginx, only (a) is measured.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { errorCount, fetchRaw, freePort, load, median, startApp } from "../lib/bench-app.mjs";
import { buildIfStale } from "../lib/build-if-stale.mjs";
import { freshDataDir } from "../lib/fresh-data-dir.mjs";
import { loadProjectEnv } from "../lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
loadProjectEnv(root);
const distDir = process.env.NEXT_DIST_DIR || ".next";
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const ACCEPT_ENCODING = "gzip, deflate, br";
const PAGES = [
  { path: "/", file: "index.html" },
  { path: "/pricing", file: "pricing.html" },
];
const BROTLI_MODULES = "/usr/lib/nginx/modules";

function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  return null;
}

/** Writes each page as the app sends it (identity, .gz, .br) for nginx's gzip_static/brotli_static. */
/**
 * @param {string} base
 * @param {string} dir
 */
async function snapshotPages(base, dir) {
  // The server compresses a new version quickly first and at the highest quality in the
  // background (scripts/lib/page-responses.mjs): ask once, then take the bytes it keeps sending.
  for (const page of PAGES)
    for (const encoding of ["gzip", "br"]) await fetchRaw(`${base}${page.path}`, encoding);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const page of PAGES) {
    for (const [encoding, suffix] of /** @type {[string, string][]} */ ([
      ["identity", ""],
      ["gzip", ".gz"],
      ["br", ".br"],
    ])) {
      const r = await fetchRaw(`${base}${page.path}`, encoding);
      const sent = r.headers["content-encoding"] ?? "identity";
      if (r.status !== 200) throw new Error(`${page.path}: status ${r.status}`);
      if (sent !== encoding) throw new Error(`${page.path}: asked for ${encoding}, got ${sent}`);
      writeFileSync(path.join(dir, page.file + suffix), r.body);
    }
  }
}

/**
 * @param {{ prefix: string, appPort: number, proxyPort: number, staticPort: number, brotli: boolean }} options
 */
function nginxConfig({ prefix, appPort, proxyPort, staticPort, brotli }) {
  let rules = readFileSync(path.join(root, "deploy/nginx/dietician-proxy.conf"), "utf8");
  if (!brotli) rules = rules.replace(/^\s*brotli[^;]*;/gm, "");
  const modules = brotli
    ? ["filter", "static"].map(
        (m) => `load_module ${BROTLI_MODULES}/ngx_http_brotli_${m}_module.so;`,
      )
    : [];
  writeFileSync(path.join(prefix, "dietician-proxy.conf"), rules);
  const locations = PAGES.map((p) => `location = ${p.path} { try_files /${p.file} =404; }`).join(
    "\n    ",
  );
  // As root, nginx's workers would drop to "nobody", who cannot read the private temp folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `${modules.join("\n")}
${user}
worker_processes ${process.env.BENCH_NGINX_WORKERS || 1};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${prefix}/client_temp;
  proxy_temp_path ${prefix}/proxy_temp;
  fastcgi_temp_path ${prefix}/fastcgi_temp;
  uwsgi_temp_path ${prefix}/uwsgi_temp;
  scgi_temp_path ${prefix}/scgi_temp;
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=dietician:10m max_size=100m use_temp_path=off;
  upstream dietician_app { server 127.0.0.1:${appPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${proxyPort};
    include ${prefix}/dietician-proxy.conf;
  }
  server {
    listen 127.0.0.1:${staticPort};
    root ${prefix}/static;
    types { }
    default_type "text/html; charset=utf-8";
    gzip_static on;
    gzip_vary on;
    ${brotli ? "brotli_static on;" : ""}
    ${locations}
  }
}
`;
}

/**
 * @param {string} nginx
 * @param {number} appPort
 */
async function startNginx(nginx, appPort) {
  const prefix = mkdtempSync(path.join(tmpdir(), "dietician-nginx-"));
  mkdirSync(path.join(prefix, "static"));
  mkdirSync(path.join(prefix, "logs")); // nginx -t wants <prefix>/logs before reading error_log
  const [proxyPort, staticPort] = [await freePort(), await freePort()];
  const brotli = existsSync(`${BROTLI_MODULES}/ngx_http_brotli_filter_module.so`);
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig({ prefix, appPort, proxyPort, staticPort, brotli }));
  const child = spawn(nginx, ["-p", prefix, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (child.exitCode !== null) throw new Error(`nginx exited (${prefix}/error.log)`);
  return {
    child,
    prefix,
    brotli,
    proxy: `http://127.0.0.1:${proxyPort}`,
    static: `http://127.0.0.1:${staticPort}`,
  };
}

const dataDir = freshDataDir("bench-pages");
buildIfStale(root, distDir, { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" });
const app = await startApp(root, dataDir);
const nginxBin = findNginx();
let nginx = null;

try {
  const servers = [{ name: "app", base: app.base }];
  if (!nginxBin) {
    console.warn("nginx is not installed (apt-get install -y nginx): measuring the app alone.");
  } else {
    nginx = await startNginx(nginxBin, app.port);
    await snapshotPages(app.base, path.join(nginx.prefix, "static"));
    servers.push({ name: "proxy", base: nginx.proxy }, { name: "static", base: nginx.static });
    if (!nginx.brotli) console.warn("No nginx brotli module: the proxy rules ran without brotli.");
  }
  const headers = { "accept-encoding": ACCEPT_ENCODING };
  /** @type {Map<string, import("autocannon").Result[]>} */
  const runs = new Map();
  for (const page of PAGES) {
    for (const server of servers) {
      const url = `${server.base}${page.path}`;
      await load({ url, headers, connections, duration: 2 }); // warm-up (fills nginx's cache)
      const r = await fetchRaw(url, ACCEPT_ENCODING);
      const { "content-encoding": enc, "cache-control": cc, "x-cache-status": cache } = r.headers;
      console.info(
        `${server.name} ${page.path}: ${r.status}, ${r.body.length} B ${enc ?? "identity"}, Cache-Control: ${cc ?? "-"}${cache ? `, cache ${cache}` : ""}`,
      );
    }
  }
  for (let round = 1; round <= rounds; round++) {
    for (const page of PAGES) {
      for (const server of servers) {
        const r = await load({ url: `${server.base}${page.path}`, headers, connections, duration });
        const key = `${page.path} ${server.name}`;
        runs.set(key, [...(runs.get(key) ?? []), r]);
        console.info(
          `round ${round} ${key}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
        );
      }
    }
  }
  const rows = [];
  for (const page of PAGES) {
    /** @param {string} name */
    const rps = (name) =>
      median(runs.get(`${page.path} ${name}`)?.map((r) => r.requests.average) ?? [NaN]);
    for (const server of servers) {
      const rs = /** @type {import("autocannon").Result[]} */ (
        runs.get(`${page.path} ${server.name}`)
      );
      rows.push({
        page: page.path,
        server: server.name,
        "req/s": Math.round(rps(server.name)),
        "p50 ms": median(rs.map((r) => r.latency.p50)),
        "p99 ms": median(rs.map((r) => r.latency.p99)),
        errors: rs.reduce((sum, r) => sum + errorCount(r), 0),
        "÷ static": nginx ? (rps(server.name) / rps("static")).toFixed(3) : "-",
      });
    }
  }
  console.info(
    `\n${connections} connections, ${duration} s, medians of ${rounds} interleaved rounds, Accept-Encoding: ${ACCEPT_ENCODING}\n`,
  );
  console.table(rows);
} finally {
  nginx?.child.kill("SIGQUIT");
  app.server.kill("SIGTERM");
}
