import type { NextConfig } from "next";
import { EXTRA_ALIASES, LOWERCASE_ALIASES } from "./lib/content/route-aliases";
import { publicContentSecurityPolicy } from "./lib/csp";
import { PRIVATE_PAGES } from "./lib/pages/private-pages";
import { ADMIN_ITEM_ROUTES, ADMIN_ROUTES } from "./lib/pages/routes";

const isDev = process.env.NODE_ENV === "development";
// HSTS and upgrade-insecure-requests only make sense where the site is served over HTTPS.
const isHttps = (process.env.SITE_URL ?? "").startsWith("https://");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  },
  // no other window (e.g. one this site opened) keeps a handle on ours
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(isHttps
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];

const nextConfig: NextConfig = {
  // Several checkouts can build side by side (e.g. parallel e2e runs) with their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  cacheComponents: true,
  // Off: with Partial Prefetching on, every page response also embeds a second render of the page
  // for the client's prefetch cache (measured on /: 430 KB of HTML instead of 295 KB, and 30
  // instead of 37-42 pages/s). Without it a link still prefetches its page's prerendered parts,
  // one prefetch per link instead of one shared per route, which is the same for our static routes.
  partialPrefetching: false,
  poweredByHeader: false,
  // scripts/server.mjs (npm start) compresses, with brotli where the browser takes it; Next only gzips.
  compress: false,
  // scripts/server.mjs sets the ETag of a prerendered page: Next hashed every page in JavaScript
  // per request (a quarter of the server's time on /).
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` (scripts/test.mjs) runs tsc over the same files just before it builds, so its build
  // skips Next's own type check (BUILD_SKIPS_TYPECHECK=1). Acceptable ONLY there: every other
  // build, `npm run build` and `npm run test:e2e` included, still fails on a type error.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === "1" },
  // Next's cache of rendered routes, except that a 404 never adds an entry: an unknown
  // /blog/<slug> filled the disk (cache-handler.mjs, docs/security.md).
  cacheHandler: require.resolve("./cache-handler.mjs"),
  // The memory that cache and the "use cache" results may take, each (Next's default, stated):
  // the least recently used entries are dropped beyond it.
  cacheMaxMemorySize: 50 * 1024 * 1024,
  serverExternalPackages: [
    "mongoose",
    "mongodb",
    "mongodb-memory-server-core",
    "sharp",
    "bcryptjs",
    // reads its font metrics from its own folder at run time (lib/diet-charts/pdf.ts)
    "pdfkit",
  ],
  // the PDFs' fonts, read from disk by the routes that draw them
  outputFileTracingIncludes: {
    "/api/diet-chart/pdf": ["./lib/diet-charts/fonts/*"],
    "/api/my/diet-chart/pdf": ["./lib/diet-charts/fonts/*"],
    "/api/my/receipts/[number]": ["./lib/diet-charts/fonts/*"],
  },
  images: {
    formats: ["image/avif", "image/webp"],
    // No image of ours is wider than 1600 px (uploads are resized to that), so the default 2048 and
    // 3840 candidates would only lengthen every srcset.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Custom routes match case-insensitively by default, which would make '/gallery -> /Gallery' loop.
  // No inlineCss: it put the whole stylesheet into each page three times (the <style>, and twice in
  // the RSC payload: for the root layout and for global-error), 140 of the 281 KB of /'s HTML. As
  // one linked file it is sent once and cached (docs/performance.md).
  experimental: { caseSensitiveRoutes: true },
  async redirects() {
    return [
      ...[...LOWERCASE_ALIASES, ...EXTRA_ALIASES].map((alias) => ({ ...alias, permanent: true })),
      // Payment links of the first form, in emails already sent: the page now takes the signed
      // reference from its query, like the other link pages (app/(links)).
      { source: "/pay/:reference", destination: "/pay?ref=:reference", permanent: true },
      // the intake link in its path form, as issue 30 names it; the page reads it from the query
      { source: "/intake/:token", destination: "/intake?token=:token", permanent: true },
      // the diet chart link in its path form, likewise
      { source: "/diet-chart/:token", destination: "/diet-chart?token=:token", permanent: true },
    ];
  },
  async headers() {
    return [
      // Build files need none of a document's headers (about 1 KB on each of a page's ~10 scripts).
      { source: "/((?!_next/static/).*)", headers: securityHeaders },
      // A signed link's page (its URL holds the secret): no Referer from it to anyone, not even
      // to our own pages or a tab it opens (the last header of a name that matches wins).
      ...PRIVATE_PAGES.flatMap((page) =>
        [page, `${page}/:path*`].map((source) => ({
          source,
          headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
        })),
      ),
      // The admin pages get a per-request policy with a nonce from middleware.ts instead.
      {
        source: `/((?!_next/static/|(?:${ADMIN_ROUTES.map((route) => route.slice(1)).join("|")})$|(?:${ADMIN_ITEM_ROUTES.map((route) => route.slice(1)).join("|")})/).*)`,
        headers: [
          {
            key: "Content-Security-Policy",
            value: publicContentSecurityPolicy({ dev: isDev, https: isHttps }),
          },
        ],
      },
      {
        source: "/_next/static/:path*",
        headers: [{ key: "X-Content-Type-Options", value: "nosniff" }],
      },
      {
        source: "/api/admin/:path*",
        headers: [{ key: "Cache-Control", value: "private, no-store" }],
      },
    ];
  },
};

export default nextConfig;
