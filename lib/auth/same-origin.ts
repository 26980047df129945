import "server-only";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isStateChanging = (request: Request) =>
  !SAFE_METHODS.has(request.method.toUpperCase());

type Options = { siteUrl?: string; trustProxy?: boolean };

/**
 * True when a browser says the request comes from a page of the address it was sent to, so the
 * owner can use the site at SITE_URL, at the server's IP or at a second domain alike.
 *
 * Sec-Fetch-Site, where the browser sends it, decides: "same-origin" or refused. Otherwise (older
 * browsers, and plain-HTTP addresses other than localhost, where Chromium leaves it out) Origin
 * must be SITE_URL's origin or the one the request was sent to: its Host header, or behind a
 * TRUST_PROXY proxy the X-Forwarded-Host/-Proto it sets. `request.url` cannot say that: Next
 * builds it from its own hostname (localhost), whatever address the browser used. A GET from a
 * link carries no Origin, so without both the Referer's origin is held to the same rule (no
 * other site can make a browser send ours; a page that withholds it is refused). A request
 * with none of them is refused: only a non-browser client lacks all three, and it can use the
 * x-auth-token header instead of the cookie.
 */
export function isSameOrigin(
  request: Request,
  { siteUrl = site.url, trustProxy = serverEnv.trustProxy }: Options = {},
): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = request.headers.get("origin") ?? originOf(request.headers.get("referer"));
  if (!origin || origin === "null") return false;
  return origin === new URL(siteUrl).origin || origin === addressedOrigin(request, trustProxy);
}

/**
 * True for a read (GET) the owner's browser may make with the cookie: from a page of ours, or one
 * she started herself ("none": an address typed or bookmarked), never one another site's page
 * caused ("cross-site", "same-site": a link, an image, a form, a script). Without Sec-Fetch-Site,
 * as isSameOrigin.
 */
export function isOwnRead(request: Request, options: Options = {}): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  return isSameOrigin(request, options);
}

function originOf(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { origin } = new URL(url);
  return origin === "null" ? null : origin;
}

/** The origin the client sent `request` to, or null when it cannot be told. */
function addressedOrigin(request: Request, trustProxy: boolean): string | null {
  // a proxy of ours appends what it saw: the last entry is the one this server can vouch for
  const forwarded = (name: string) =>
    trustProxy ? request.headers.get(name)?.split(",").at(-1)?.trim() : undefined;
  try {
    const url = new URL(request.url); // its scheme is the one Next saw; its host is Next's own
    const host = forwarded("x-forwarded-host") || request.headers.get("host") || url.host;
    const scheme = forwarded("x-forwarded-proto") || url.protocol.slice(0, -1);
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null; // a malformed Host or forwarded header
  }
}
