import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { serverEnv } from "@/lib/server/env";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "./password-rules";

/** 12 on every server; lower only under Vitest (lib/server/env.ts, TEST_BCRYPT_COST). */
export const BCRYPT_COST = serverEnv.bcryptCost;

/** Why a password is refused, or null. bcrypt ignores bytes past 72, so longer is refused, never cut. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES)
    return `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) return Promise.reject(new Error(problem));
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * A hash of a random password, compared against when a username is unknown so both cases take as
 * long: made at the same cost as the admin's.
 */
export const DUMMY_HASH =
  BCRYPT_COST === 12
    ? "$2b$12$gymZ.AJD/ZiZFhrD84ZYF.RBD.yi.LHu.JkF05J8MygI.2qnT8cHm"
    : bcrypt.hashSync(randomBytes(16).toString("hex"), BCRYPT_COST);
