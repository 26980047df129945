import "server-only";
import { badRequest, conflict, forbidden, unauthorized } from "@/lib/api/errors";
import { isDuplicateKey } from "@/lib/api/database-errors";
import { getAdminSession, requireAdmin } from "@/lib/auth/session";
import { isSameOrigin } from "@/lib/auth/same-origin";
import { signAdminToken } from "@/lib/auth/token";
import { connectDb } from "@/lib/data/db";
import { serverEnv } from "@/lib/env";
import { DUMMY_HASH, hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { assertUnderLimit, consume, loginFailureLimit } from "@/lib/data/rate-limits";
import { loginSchema, updateCredentialsSchema } from "@/lib/validation/admin";
import { Admin } from "@/models/Admin";

const INVALID = "Invalid credentials";

/**
 * Checks a username and password and returns a fresh token. An unknown username and a wrong
 * password get the same answer and take as long; failures are counted per IP and username
 * (RATE_LIMIT_LOGIN_FAILURES per 15 minutes, then 429).
 */
export async function login(input: unknown, clientIp: string): Promise<{ token: string }> {
  const { username, password } = loginSchema.parse(input);
  const limitKey = `${clientIp}|${username.toLowerCase()}`;
  await assertUnderLimit(loginFailureLimit(), limitKey);
  const admin = await Admin.findOne({ username }).select("passwordHash tokenVersion").lean();
  const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !matches) {
    await consume(loginFailureLimit(), limitKey).catch(() => {});
    throw unauthorized(INVALID);
  }
  return { token: await signAdminToken({ sub: String(admin._id), ver: admin.tokenVersion }, serverEnv.jwtSecret) };
}

/**
 * Ends every session of the admin behind the request (bumps the token version). Without a
 * valid token there is nothing to end. A cookie-only logout from another site is refused.
 */
export async function logout(request?: Request): Promise<void> {
  const session = await getAdminSession(request);
  if (!session) return;
  if (request && session.via === "cookie" && !isSameOrigin(request)) throw forbidden("Cross-site request refused");
  await Admin.updateOne({ _id: session.adminId }, { $inc: { tokenVersion: 1 } });
}

/**
 * Admin only, and the current username and password must match too. Sets a new username
 * and/or password, invalidates every older token and returns a fresh one for the caller.
 */
export async function updateCredentials(input: unknown, request?: Request): Promise<{ token: string; username: string }> {
  const session = await requireAdmin(request);
  const data = updateCredentialsSchema.parse(input);
  if (!data.newUsername && !data.newPassword) {
    throw badRequest("Enter a new username or a new password", { newUsername: ["Enter a new username or a new password"] });
  }
  await connectDb();
  const admin = await Admin.findById(session.adminId).select("username passwordHash").lean();
  const passwordOk = await verifyPassword(data.currentPassword, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || admin.username !== data.currentUsername || !passwordOk) {
    throw forbidden("The current username or password is incorrect");
  }
  const set: Record<string, string> = {};
  if (data.newUsername) set.username = data.newUsername;
  if (data.newPassword) set.passwordHash = await hashPassword(data.newPassword);
  let updated;
  try {
    updated = await Admin.findByIdAndUpdate(session.adminId, { $set: set, $inc: { tokenVersion: 1 } }, { returnDocument: "after" })
      .select("username tokenVersion")
      .lean();
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict("That username is taken", { newUsername: ["That username is taken"] });
    throw error;
  }
  if (!updated) throw unauthorized();
  const token = await signAdminToken({ sub: String(updated._id), ver: updated.tokenVersion }, serverEnv.jwtSecret);
  return { token, username: updated.username };
}
