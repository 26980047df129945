import { signLinkToken, verifyLinkToken } from "@/lib/auth/link-token";

/**
 * The link in a confirmation or reminder email that lets a client move their appointment
 * without an account: a signed token naming the appointment and the slot it was issued for,
 * valid until that slot starts. The slot claim makes it single-use, since a move changes the
 * appointment's slot (lib/data/reschedule.ts).
 */
const PURPOSE = "reschedule-appointment";

export const signRescheduleToken = (
  appointmentId: string,
  slotKey: string,
  expiresAt: Date,
  secret: string,
) => signLinkToken(PURPOSE, appointmentId, expiresAt, secret, { slot: slotKey });

export type RescheduleTokenResult =
  | { ok: true; appointmentId: string; slotKey: string }
  | { ok: false; reason: "expired" | "invalid" };

export async function verifyRescheduleToken(
  token: string,
  secret: string,
): Promise<RescheduleTokenResult> {
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  if (!verified.ok) return verified;
  const slot = verified.claims.slot;
  return typeof slot === "string"
    ? { ok: true, appointmentId: verified.subject, slotKey: slot }
    : { ok: false, reason: "invalid" };
}
