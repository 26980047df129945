import { signLinkToken, verifyLinkToken } from "@/lib/auth/link-token";
import { bindingClaims, issuedFrom, type LinkBinding, type LinkIssued } from "./appointment-link";

/**
 * The link in a confirmation, reminder or move email that lets a client move their appointment
 * without an account: a signed token naming the appointment and what it was issued for (its
 * slot and move count, ./appointment-link.ts), valid until that slot starts. A move changes
 * both, so a link works once, and moving back does not revive it (lib/booking/data/reschedule.ts).
 */
const PURPOSE = "reschedule-appointment";

export const signRescheduleToken = (
  appointmentId: string,
  issuedFor: LinkBinding,
  expiresAt: Date,
  secret: string,
) => signLinkToken(PURPOSE, appointmentId, expiresAt, secret, bindingClaims(issuedFor));

/** `issued.slotKey` is always there: reschedule links have named their slot from the start. */
export type RescheduleTokenResult =
  | { ok: true; appointmentId: string; issued: LinkIssued & { slotKey: string } }
  | { ok: false; reason: "expired" | "invalid" };

export async function verifyRescheduleToken(
  token: string,
  secret: string,
): Promise<RescheduleTokenResult> {
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  if (!verified.ok) return verified;
  const issued = issuedFrom(verified.claims);
  return issued.slotKey !== undefined
    ? { ok: true, appointmentId: verified.subject, issued: { ...issued, slotKey: issued.slotKey } }
    : { ok: false, reason: "invalid" };
}
