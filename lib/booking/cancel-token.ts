import { signLinkToken, verifyLinkToken } from "@/lib/auth/link-token";
import { bindingClaims, issuedFrom, type LinkBinding, type LinkIssued } from "./appointment-link";

/**
 * The link in a confirmation, reminder or move email that lets a client cancel without an
 * account: a signed token naming the appointment and what it was issued for (its slot and move
 * count, ./appointment-link.ts), valid until the appointment starts and only while it has not
 * been moved since.
 */
const PURPOSE = "cancel-appointment";

export const signCancelToken = (
  appointmentId: string,
  issuedFor: LinkBinding,
  expiresAt: Date,
  secret: string,
) => signLinkToken(PURPOSE, appointmentId, expiresAt, secret, bindingClaims(issuedFor));

export type CancelTokenResult =
  | { ok: true; appointmentId: string; issued: LinkIssued }
  | { ok: false; reason: "expired" | "invalid" };

export async function verifyCancelToken(token: string, secret: string): Promise<CancelTokenResult> {
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  return verified.ok
    ? { ok: true, appointmentId: verified.subject, issued: issuedFrom(verified.claims) }
    : verified;
}
