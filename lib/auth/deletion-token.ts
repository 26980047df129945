import { jwtVerify, SignJWT } from "jose";

/**
 * The "request deletion of my data" link of every email to a visitor: a signed token naming the
 * recipient's address (lower-cased). Signed with JWT_SECRET but with its own purpose claim, so
 * it can never pass as an admin token (which needs `ver`) or a cancel link. It stays valid for
 * the retention period: by then the records the email was about have been deleted anyway, and
 * any newer email carries a newer link.
 */
const PURPOSE = "data-deletion";
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signDeletionToken(
  email: string,
  expiresAt: Date,
  secret: string,
): Promise<string> {
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(email.trim().toLowerCase())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export type DeletionTokenResult =
  { ok: true; email: string } | { ok: false; reason: "expired" | "invalid" };

export async function verifyDeletionToken(
  token: string,
  secret: string,
): Promise<DeletionTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== "string" || !payload.sub)
      return { ok: false, reason: "invalid" };
    return { ok: true, email: payload.sub };
  } catch (error) {
    return {
      ok: false,
      reason: (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : "invalid",
    };
  }
}
