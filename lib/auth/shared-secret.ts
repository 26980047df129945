import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `given` equals `expected`, in a time that tells nothing about either: both are hashed
 * to 32 bytes first, so `timingSafeEqual` always compares equal lengths and not even the
 * secret's length shows (a length check before the comparison returned early on a wrong one).
 */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const BEARER = "Bearer ";

/**
 * Whether `request` carries exactly `Authorization: Bearer <secret>` (a platform scheduler's
 * call): the bare secret, another scheme or a differently written prefix is refused. False
 * when no secret is configured.
 */
export function hasBearerSecret(request: Request, secret: string | undefined): boolean {
  const header = request.headers.get("authorization");
  if (!secret || !header?.startsWith(BEARER)) return false;
  return secretsEqual(header.slice(BEARER.length), secret);
}
