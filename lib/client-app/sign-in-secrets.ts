import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * The secrets of a one-time sign-in: the link's token (256 random bits) and a 6-digit code for
 * when the mail is read on another device. Only their HMACs under the server's secret are
 * stored, so a copy of the database signs nobody in, and a code cannot be found from its hash
 * without the secret.
 */
export const SIGN_IN_CODE_LENGTH = 6;

export function newSignInSecrets(): { token: string; code: string } {
  return {
    token: randomBytes(32).toString("base64url"),
    code: String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0"),
  };
}

export function secretHash(kind: "token" | "code", value: string, key: string): string {
  return createHmac("sha256", key).update(`${kind}:${value}`).digest("hex");
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
