import type { NextConfig } from "next";
import { EXTRA_ALIASES, LOWERCASE_ALIASES } from "./lib/content/route-aliases";

const isDev = process.env.NODE_ENV === "development";
// HSTS and upgrade-insecure-requests only make sense where the site is served over HTTPS.
const isHttps = (process.env.SITE_URL ?? "").startsWith("https://");

/**
 * Pages are prerendered, so a per-request nonce is not possible: inline scripts that Next
 * emits for hydration need 'unsafe-inline'. Everything else is locked to our own origin,
 * except Google Analytics (only loaded when configured) and the Google Maps embed on /contact.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} https://www.googletagmanager.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com",
  "font-src 'self'",
  "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
  "frame-src https://www.google.com https://maps.google.com",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  ...(isHttps ? ["upgrade-insecure-requests"] : []),
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
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
  reactStrictMode: true,
  serverExternalPackages: [
    "mongoose",
    "mongodb",
    "mongodb-memory-server-core",
    "sharp",
    "bcryptjs",
  ],
  images: {
    formats: ["image/avif", "image/webp"],
    // No image of ours is wider than 1600 px (uploads are resized to that), so the default 2048 and
    // 3840 candidates would only lengthen every srcset.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Custom routes match case-insensitively by default, which would make '/gallery -> /Gallery' loop.
  experimental: { caseSensitiveRoutes: true, inlineCss: true },
  async redirects() {
    return [...LOWERCASE_ALIASES, ...EXTRA_ALIASES].map((alias) => ({ ...alias, permanent: true }));
  },
  async headers() {
    return [
      // Build files need none of a document's headers (about 1 KB on each of a page's ~10 scripts).
      { source: "/((?!_next/static/).*)", headers: securityHeaders },
      {
        source: "/_next/static/:path*",
        headers: [{ key: "X-Content-Type-Options", value: "nosniff" }],
      },
      { source: "/api/admin/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
    ];
  },
};

export default nextConfig;
