import "server-only";
import { cookies, headers } from "next/headers";
import { forbidden, unauthorized } from "@/lib/server/api/api-errors";
import { sessionForClaims, type AdminSession } from "@/lib/auth/data/admin-session";
import { serverEnv } from "@/lib/server/env";
import { readCookie } from "./cookie";
import { isOwnRead, isSameOrigin, isStateChanging } from "./same-origin";
import { TOKEN_COOKIE, TOKEN_HEADER, verifyAdminToken } from "./token";

export type { AdminSession };

/** The token of a request: the x-auth-token header (the spec's contract) or the httpOnly cookie. */
function tokenFrom(requestHeaders: Headers, cookieValue: string | undefined) {
  const header = requestHeaders.get(TOKEN_HEADER)?.trim();
  if (header) return { token: header, via: "header" as const };
  if (cookieValue) return { token: cookieValue, via: "cookie" as const };
  return null;
}

/**
 * THE place that decides whether a token is valid: signature and algorithm (HS256 only), exp
 * and iat present and current (lib/auth/token.ts), then an existing admin with the same token
 * version (lib/auth/data/admin-auth.ts).
 */
async function sessionFrom(found: ReturnType<typeof tokenFrom>): Promise<AdminSession | null> {
  if (!found) return null;
  const claims = await verifyAdminToken(found.token, serverEnv.jwtSecret);
  return claims ? sessionForClaims(claims, found.via) : null;
}

/** Server components: the admin session of the request being rendered, or null. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  return sessionFrom(tokenFrom(requestHeaders, cookieStore.get(TOKEN_COOKIE)?.value));
}

export type GateOptions = {
  /**
   * Hold a cookie-authenticated read to the same rule as a write. For an answer no page of
   * another site may make the owner's browser fetch, even where it cannot read it: a download
   * (a cross-site link or top-level GET saved the whole database to the owner's disk).
   */
  sameOriginReads?: boolean;
};

/**
 * Route handlers: the admin session of `request`, or null without a valid token. A
 * state-changing request authenticated by the cookie alone must come from our own pages
 * (a cross-site form post would carry the cookie too): 403 otherwise. With `sameOriginReads`,
 * so must a GET. Any other read with the cookie is refused when another site's page caused it
 * (`isOwnRead`: a link or an image there would carry the cookie and fetch a client's record).
 * A request with the x-auth-token header is an API client's, never a page's.
 */
export async function adminSessionOf(
  request: Request,
  { sameOriginReads = false }: GateOptions = {},
): Promise<AdminSession | null> {
  const session = await sessionFrom(tokenFrom(request.headers, readCookie(request, TOKEN_COOKIE)));
  if (session?.via !== "cookie") return session;
  const ours =
    sameOriginReads || isStateChanging(request) ? isSameOrigin(request) : isOwnRead(request);
  if (!ours) throw crossSiteRefused();
  return session;
}

export const crossSiteRefused = () => forbidden("Cross-site request refused");

/** Route handlers: the admin session of `request`; 401 without one (see adminSessionOf for 403). */
export async function requireAdmin(
  request: Request,
  options: GateOptions = {},
): Promise<AdminSession> {
  const session = await adminSessionOf(request, options);
  if (!session) throw unauthorized();
  return session;
}
