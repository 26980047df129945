import { signLinkToken, verifyLinkToken } from "@/lib/auth/link-token";

/**
 * The link in a confirmation email that lets a client cancel without an account: a signed
 * token naming the appointment, valid until the appointment starts.
 */
const PURPOSE = "cancel-appointment";

export const signCancelToken = (appointmentId: string, expiresAt: Date, secret: string) =>
  signLinkToken(PURPOSE, appointmentId, expiresAt, secret);

export type CancelTokenResult =
  { ok: true; appointmentId: string } | { ok: false; reason: "expired" | "invalid" };

export async function verifyCancelToken(token: string, secret: string): Promise<CancelTokenResult> {
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  return verified.ok ? { ok: true, appointmentId: verified.subject } : verified;
}
