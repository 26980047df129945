import { jwtVerify, SignJWT } from "jose";

/**
 * The link in a confirmation email that lets a client cancel without an account: a signed
 * token naming the appointment, valid until the appointment starts. Signed with JWT_SECRET
 * but with its own purpose claim, so it can never pass as an admin token (which needs `ver`).
 */
const PURPOSE = "cancel-appointment";
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signCancelToken(
  appointmentId: string,
  expiresAt: Date,
  secret: string,
): Promise<string> {
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(appointmentId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export type CancelTokenResult =
  { ok: true; appointmentId: string } | { ok: false; reason: "expired" | "invalid" };

export async function verifyCancelToken(token: string, secret: string): Promise<CancelTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    if (payload.purpose !== PURPOSE || typeof payload.sub !== "string")
      return { ok: false, reason: "invalid" };
    return { ok: true, appointmentId: payload.sub };
  } catch (error) {
    return {
      ok: false,
      reason: (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : "invalid",
    };
  }
}
