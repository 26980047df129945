import "server-only";
import { badRequest, conflict, forbidden, unauthorized } from "@/lib/api/errors";
import { isDuplicateKey } from "@/lib/api/database-errors";
import { signAdminToken, type AdminClaims } from "@/lib/auth/token";
import { DUMMY_HASH, hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { serverEnv } from "@/lib/env";
import { loginSchema, updateCredentialsSchema } from "@/lib/validation/admin";
import { Admin } from "@/models/Admin";
import { connectDb } from "./db";
import { isObjectIdText } from "./serialize";
import { claimCredentialCheck, claimSignInAttempt } from "./sign-in-limits";

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
 * Every admin-only function in lib/data starts with this: 401 unless `session` came from
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

const INVALID = "Invalid credentials";

/**
 * Checks a username and password and returns a fresh token. An unknown username and a wrong
 * password get the same answer and take as long; failures are limited per IP and username and
 * per username (lib/data/sign-in-limits.ts, then 429), counted before the password is checked.
 */
export async function login(input: unknown, clientIp: string): Promise<{ token: string }> {
  const { username, password } = loginSchema.parse(input);
  const attempt = await claimSignInAttempt(username, clientIp);
  const admin = await Admin.findOne({ username }).select("passwordHash tokenVersion").lean();
  const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !matches) throw unauthorized(INVALID);
  await attempt.succeeded();
  const token = await signAdminToken(
    { sub: String(admin._id), ver: admin.tokenVersion },
    serverEnv.jwtSecret,
  );
  return { token };
}

/** Admin only. Ends every session of this admin: older tokens stop working. */
export async function endSessions(session: AdminSession): Promise<void> {
  assertAdmin(session);
  await Admin.updateOne({ _id: session.adminId }, { $inc: { tokenVersion: 1 } });
}

/**
 * Admin only, and the current username and password must match too (wrong ones are limited
 * like failed logins, so a stolen session cannot guess the password). Sets a new username
 * and/or password, invalidates every older token and returns a fresh one for the caller.
 */
export async function updateCredentials(
  session: AdminSession,
  input: unknown,
): Promise<{ token: string; username: string }> {
  assertAdmin(session);
  const data = updateCredentialsSchema.parse(input);
  if (!data.newUsername && !data.newPassword) {
    const message = "Enter a new username or a new password";
    throw badRequest(message, { newUsername: [message] });
  }
  const attempt = await claimCredentialCheck(session.adminId);
  const admin = await Admin.findById(session.adminId).select("username passwordHash").lean();
  const passwordOk = await verifyPassword(data.currentPassword, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || admin.username !== data.currentUsername || !passwordOk) {
    throw forbidden("The current username or password is incorrect");
  }
  await attempt.succeeded();
  const set: Record<string, string> = {};
  if (data.newUsername) set.username = data.newUsername;
  if (data.newPassword) set.passwordHash = await hashPassword(data.newPassword);
  let updated;
  try {
    updated = await Admin.findByIdAndUpdate(
      session.adminId,
      { $set: set, $inc: { tokenVersion: 1 } },
      { returnDocument: "after" },
    )
      .select("username tokenVersion")
      .lean();
  } catch (error) {
    if (isDuplicateKey(error)) {
      throw conflict("That username is taken", { newUsername: ["That username is taken"] });
    }
    throw error;
  }
  if (!updated) throw unauthorized();
  const token = await signAdminToken(
    { sub: String(updated._id), ver: updated.tokenVersion },
    serverEnv.jwtSecret,
  );
  return { token, username: updated.username };
}
