/**
 * The Content-Security-Policy of our pages, for next.config.ts (public pages) and middleware.ts
 * (admin pages); plain TypeScript, as both load it outside the app's server code.
 *
 * Public pages are prerendered: the same cached HTML for every visitor, so a nonce in it would be
 * public and reused. Their inline scripts (Next's hydration data) need 'unsafe-inline'.
 * Admin pages render per request: the middleware gives each one a fresh nonce, Next puts it on
 * every script it emits, and 'strict-dynamic' lets those scripts load the chunks they need.
 * style-src keeps 'unsafe-inline' on both: the toasts insert a <style> element of their own and
 * Next and React set style attributes, and a style cannot run code.
 */
type Options = { dev: boolean; https: boolean };

export function publicContentSecurityPolicy({ dev, https }: Options): string {
  return policy(https, {
    script: `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""} https://www.googletagmanager.com`,
    img: "'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com",
    connect:
      "'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    frame: "https://www.google.com https://maps.google.com",
  });
}

/** Admin pages: no analytics, no embeds, and scripts only with this response's nonce. */
export function adminContentSecurityPolicy(nonce: string, { dev, https }: Options): string {
  return policy(https, {
    script: `'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    img: "'self' data: blob:",
    connect: "'self'",
    frame: "'none'",
  });
}

/** 128 random bits, base64: a fresh one for each admin page response. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

type Sources = { script: string; img: string; connect: string; frame: string };

function policy(https: boolean, { script, img, connect, frame }: Sources): string {
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    // the admin's web app manifest and service worker (public/admin-sw.js)
    "manifest-src 'self'",
    "worker-src 'self'",
    `connect-src ${connect}`,
    `frame-src ${frame}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // HTTPS only: on plain http it would send the browser to an https address that is not there
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
