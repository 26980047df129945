import "server-only";
import { unauthorized } from "@/lib/server/api/api-errors";
import type { AdminClaims } from "@/lib/auth/token";
import { Admin } from "@/models/Admin";
import { connectDb } from "../../server/db";
import { isObjectIdText } from "../../server/serialize";

/** The admin behind a valid token. Made only by `sessionForClaims`, after the database agreed. */
export type AdminSession = Readonly<{
  adminId: string;
  username: string;
  tokenVersion: number;
  /** where the token came from: a cookie-only request needs the same-origin check on writes */
  via: "header" | "cookie";
}>;

// Sessions this module resolved. `assertAdmin` accepts no other object, so an admin-only data
// function cannot be reached with a hand-made or stale session, whatever its caller does.
const resolved = new WeakSet<AdminSession>();

/**
 * Every admin-only data function starts with this: 401 unless `session` came from
 * `sessionForClaims` (route handlers get it from withAdmin, admin pages from requireAdminPage
 * in lib/auth/admin-gate.ts).
 */
export function assertAdmin(session: AdminSession | null | undefined): asserts session {
  if (!session || !resolved.has(session)) throw unauthorized();
}

/**
 * The session for a token's verified claims: the subject must be an existing admin whose
 * tokenVersion still equals the token's (logout and credential changes bump it).
 */
export async function sessionForClaims(
  claims: AdminClaims,
  via: AdminSession["via"],
): Promise<AdminSession | null> {
  if (!isObjectIdText(claims.sub)) return null;
  await connectDb();
  const admin = await Admin.findById(claims.sub).select("username tokenVersion").lean();
  if (!admin || admin.tokenVersion !== claims.ver) return null;
  const session: AdminSession = Object.freeze({
    adminId: String(admin._id),
    username: admin.username,
    tokenVersion: admin.tokenVersion,
    via,
  });
  resolved.add(session);
  return session;
}
