import "server-only";
import { cookies, headers } from "next/headers";
import { isValidObjectId } from "mongoose";
import { forbidden, unauthorized } from "@/lib/api/errors";
import { connectDb } from "@/lib/data/db";
import { serverEnv } from "@/lib/env";
import { Admin } from "@/models";
import { readCookie } from "./cookie";
import { isSameOrigin, isStateChanging } from "./same-origin";
import { TOKEN_COOKIE, TOKEN_HEADER, verifyAdminToken } from "./token";

export type AdminSession = {
  adminId: string;
  username: string;
  tokenVersion: number;
  /** where the token came from: a cookie-only request needs the same-origin check on writes */
  via: "header" | "cookie";
};

/** Reads the token from the x-auth-token header (the spec's contract) or the httpOnly cookie. */
export function tokenFrom(
  requestHeaders: Headers,
  cookieValue: string | undefined,
): { token: string; via: AdminSession["via"] } | null {
  const header = requestHeaders.get(TOKEN_HEADER)?.trim();
  if (header) return { token: header, via: "header" };
  if (cookieValue) return { token: cookieValue, via: "cookie" };
  return null;
}

/**
 * THE place that decides whether a token is valid: signature and algorithm (HS256 only), exp
 * and iat present and current, subject an existing admin, version equal to the admin's
 * tokenVersion (bumped on logout and on a credentials change).
 */
export async function sessionFromToken(
  token: string,
  via: AdminSession["via"],
): Promise<AdminSession | null> {
  const claims = await verifyAdminToken(token, serverEnv.jwtSecret);
  if (!claims || !isValidObjectId(claims.sub)) return null;
  await connectDb();
  const admin = await Admin.findById(claims.sub).select("username tokenVersion").lean();
  if (!admin || admin.tokenVersion !== claims.ver) return null;
  return {
    adminId: String(admin._id),
    username: admin.username,
    tokenVersion: admin.tokenVersion,
    via,
  };
}

/**
 * The admin session, or null. With `request` (route handlers) the token is read from it;
 * without (server components) from next/headers.
 */
export async function getAdminSession(request?: Request): Promise<AdminSession | null> {
  let found: ReturnType<typeof tokenFrom>;
  if (request) {
    found = tokenFrom(request.headers, readCookie(request, TOKEN_COOKIE));
  } else {
    const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
    found = tokenFrom(requestHeaders, cookieStore.get(TOKEN_COOKIE)?.value);
  }
  return found ? sessionFromToken(found.token, found.via) : null;
}

/**
 * Throws 401 unless the request carries a valid admin token, and 403 when a state-changing
 * request is authenticated by the cookie alone and does not come from our own origin
 * (a cross-site form post would carry the cookie).
 */
export async function requireAdmin(request?: Request): Promise<AdminSession> {
  const session = await getAdminSession(request);
  if (!session) throw unauthorized();
  if (request && session.via === "cookie" && isStateChanging(request) && !isSameOrigin(request)) {
    throw forbidden("Cross-site request refused");
  }
  return session;
}
