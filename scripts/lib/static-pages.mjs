/**
 * Which requests a page the build prerendered whole answers, so that scripts/server.mjs can hand
 * them to Next without their query string.
 *
 * Why: when such a page is stale, Next regenerates it with the URL of the request that found it
 * stale and keeps that URL's query in the stored page (the RSC payload's `"q":"?…"`), which it
 * then serves to everyone: one visitor's `?token=…` or `?email=…` in every later visitor's HTML,
 * RSC payload and segment prefetch (docs/security.md). A page prerendered whole reads no query on
 * the server (reading one would make it per request), so dropping it changes nothing the page
 * shows; its scripts still see the browser's full address. `_rsc`, Next's own cache-busting
 * parameter for RSC requests, is kept.
 *
 * Read from the build's manifests: Next's own route order (exact routes first, then the dynamic
 * ones in the order listed) and its prerender manifest (`compute: "static"` is a page rendered
 * whole; a dynamic route counts when the build prerendered its pages so).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {{ compute?: string, srcRoute?: string | null, [key: string]: unknown }} PrerenderedRoute
 * @typedef {{ page: string, regex: string }} ManifestRoute
 */

/**
 * @param {{
 *   routesManifest: { staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] },
 *   prerenderManifest: { routes?: Record<string, PrerenderedRoute>, [key: string]: unknown },
 * }} manifests
 * @returns {(pathname: string) => boolean}
 */
export function staticPageMatcher({ routesManifest, prerenderManifest }) {
  const prerendered = prerenderManifest.routes ?? {};
  const wholePages = new Set(
    Object.entries(prerendered)
      .filter(([, route]) => route.compute === "static")
      .map(([page]) => page),
  );
  const wholeDynamic = new Set(
    Object.values(prerendered)
      .filter((route) => route.compute === "static" && route.srcRoute)
      .map((route) => route.srcRoute),
  );
  const routes = [
    ...(routesManifest.staticRoutes ?? []).map((r) => ({ ...r, whole: wholePages.has(r.page) })),
    ...(routesManifest.dynamicRoutes ?? []).map((r) => ({ ...r, whole: wholeDynamic.has(r.page) })),
  ].map((r) => ({ regex: new RegExp(r.regex), whole: r.whole }));

  /** True when the path is answered by a page prerendered whole. */
  return (pathname) => routes.find((route) => route.regex.test(pathname))?.whole ?? false;
}

/**
 * The matcher for the build in `distDir` (an absolute path).
 * @param {string} distDir
 */
export function loadStaticPageMatcher(distDir) {
  /** @param {string} name */
  const read = (name) => JSON.parse(readFileSync(path.join(distDir, name), "utf8"));
  return staticPageMatcher({
    routesManifest: read("routes-manifest.json"),
    prerenderManifest: read("prerender-manifest.json"),
  });
}

/**
 * The request URL Next should see: without its query when a page prerendered whole answers it
 * (only `_rsc` kept), else unchanged.
 * @param {string} url
 * @param {(pathname: string) => boolean} isWholePage
 */
export function urlForNext(url, isWholePage) {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const pathname = url.slice(0, query);
  if (!isWholePage(pathname)) return url;
  const rsc = new URLSearchParams(url.slice(query + 1)).get("_rsc");
  return rsc === null ? pathname : `${pathname}?${new URLSearchParams({ _rsc: rsc })}`;
}
