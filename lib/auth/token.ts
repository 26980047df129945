import { jwtVerify, SignJWT } from "jose";

/**
 * Admin tokens: HS256 JWTs signed with JWT_SECRET, valid 12 hours, subject = admin id and a
 * version claim compared with the admin's tokenVersion (bumped on logout and credential
 * changes). Runs on both the Node and the Edge runtime, so it touches nothing else.
 */
export const TOKEN_COOKIE = "token";
export const TOKEN_HEADER = "x-auth-token";
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ALGORITHM = "HS256";

export type AdminClaims = { sub: string; ver: number };

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAdminToken(claims: AdminClaims, secret: string): Promise<string> {
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

/** The claims of a valid token, or null for anything else (garbage, expired, wrong key, alg:none). */
export async function verifyAdminToken(
  token: string | undefined | null,
  secret: string | undefined,
): Promise<AdminClaims | null> {
  if (!token || !secret || secret.length < 32) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ["exp", "iat", "sub"],
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
