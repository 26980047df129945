import "server-only";
import { cookies, headers } from "next/headers";
import { isValidObjectId } from "mongoose";
import { unauthorized } from "@/lib/api/errors";
import { connectDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { Admin } from "@/models";
import { TOKEN_COOKIE, TOKEN_HEADER, verifyAdminToken } from "./token";

export type AdminSession = {
  adminId: string;
  username: string;
  tokenVersion: number;
  /** where the token came from: a cookie-only request needs the same-origin check on writes */
  via: "header" | "cookie";
};

/** Reads the token from the x-auth-token header (the spec's contract) or the httpOnly cookie. */
export function tokenFrom(requestHeaders: Headers, cookieValue: string | undefined): { token: string; via: AdminSession["via"] } | null {
  const header = requestHeaders.get(TOKEN_HEADER)?.trim();
  if (header) return { token: header, via: "header" };
  if (cookieValue) return { token: cookieValue, via: "cookie" };
  return null;
}

/** The admin behind a token, or null: a valid signature is not enough, the version must be current. */
export async function sessionFromToken(token: string, via: AdminSession["via"]): Promise<AdminSession | null> {
  const claims = await verifyAdminToken(token, serverEnv.jwtSecret);
  if (!claims || !isValidObjectId(claims.sub)) return null;
  await connectDb();
  const admin = await Admin.findById(claims.sub).select("username tokenVersion").lean();
  if (!admin || admin.tokenVersion !== claims.ver) return null;
  return { adminId: String(admin._id), username: admin.username, tokenVersion: admin.tokenVersion, via };
}

/** The session of the current request (route handler or server component), or null. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  const found = tokenFrom(requestHeaders, cookieStore.get(TOKEN_COOKIE)?.value);
  return found ? sessionFromToken(found.token, found.via) : null;
}

/** Throws 401 unless the current request carries a valid admin token. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw unauthorized();
  return session;
}
