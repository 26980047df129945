import "server-only";
import { badRequest, conflict, forbidden, unauthorized } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { signAdminToken } from "@/lib/auth/token";
import { DUMMY_HASH, hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { serverEnv } from "@/lib/server/env";
import { loginSchema, updateCredentialsSchema } from "@/lib/auth/credentials-schema";
import { Admin } from "@/models/Admin";
import { assertAdmin, type AdminSession } from "./admin-session";
import { claimCredentialCheck, claimSignInAttempt } from "./sign-in-limits";

const INVALID = "Invalid credentials";

/**
 * Checks a username and password and returns a fresh token. An unknown username and a wrong
 * password get the same answer and take as long; failures are limited per IP and username and
 * per username (lib/auth/data/sign-in-limits.ts, then 429), counted before the password is checked.
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
