import { jwtVerify, SignJWT, type JWTPayload } from "jose";

/**
 * The signed tokens of the links in our emails (cancel, reschedule, request deletion): a
 * subject, an expiry and a purpose claim, signed with JWT_SECRET. The purpose keeps each from
 * passing as another kind of link or as an admin token (which needs `ver`).
 */
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signLinkToken(
  purpose: string,
  subject: string,
  expiresAt: Date,
  secret: string,
  claims: Record<string, string | number> = {},
): Promise<string> {
  return new SignJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export type LinkTokenResult =
  { ok: true; subject: string; claims: JWTPayload } | { ok: false; reason: "expired" | "invalid" };

export async function verifyLinkToken(
  token: string,
  purpose: string,
  secret: string,
): Promise<LinkTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    if (payload.purpose !== purpose || typeof payload.sub !== "string" || !payload.sub)
      return { ok: false, reason: "invalid" };
    return { ok: true, subject: payload.sub, claims: payload };
  } catch (error) {
    return {
      ok: false,
      reason: (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : "invalid",
    };
  }
}
