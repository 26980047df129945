import "server-only";
import { site } from "@/lib/site";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isStateChanging = (request: Request) =>
  !SAFE_METHODS.has(request.method.toUpperCase());

/**
 * True when a browser says the request comes from our own pages. Origin is compared with the
 * configured SITE_URL and with the origin the request was addressed to; without Origin,
 * Sec-Fetch-Site must be "same-origin". A request carrying neither is refused: browsers send
 * Origin on every cross-site POST/PUT/DELETE, so only a non-browser client lacks both, and it
 * can use the x-auth-token header instead of the cookie.
 */
export function isSameOrigin(request: Request, siteUrl: string = site.url): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const allowed = new Set([new URL(siteUrl).origin]);
    try {
      allowed.add(new URL(request.url).origin);
    } catch {
      // a relative URL in a synthetic request: only SITE_URL counts
    }
    return allowed.has(origin);
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}
