import { jwtVerify, SignJWT } from "jose";

/**
 * The link in a confirmation or reminder email that lets a client move their appointment
 * without an account: a signed token naming the appointment and the slot it was issued for,
 * valid until that slot starts. Its own purpose claim keeps it from ever passing as an admin
 * token (which needs `ver`) or a cancel link; the slot claim makes it single-use, since a move
 * changes the appointment's slot (lib/data/reschedule.ts).
 */
const PURPOSE = "reschedule-appointment";
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signRescheduleToken(
  appointmentId: string,
  slotKey: string,
  expiresAt: Date,
  secret: string,
): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, slot: slotKey })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(appointmentId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export type RescheduleTokenResult =
  | { ok: true; appointmentId: string; slotKey: string }
  | { ok: false; reason: "expired" | "invalid" };

export async function verifyRescheduleToken(
  token: string,
  secret: string,
): Promise<RescheduleTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    if (
      payload.purpose !== PURPOSE ||
      typeof payload.sub !== "string" ||
      typeof payload.slot !== "string"
    )
      return { ok: false, reason: "invalid" };
    return { ok: true, appointmentId: payload.sub, slotKey: payload.slot };
  } catch (error) {
    return {
      ok: false,
      reason: (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : "invalid",
    };
  }
}
