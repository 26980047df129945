import { signLinkToken, verifyLinkToken } from "../auth/link-token";

/**
 * The "request deletion of my data" link of every email to a visitor: a signed token naming the
 * recipient's address (lower-cased). It stays valid for the retention period: by then the
 * records the email was about have been deleted anyway, and any newer email carries a newer link.
 */
const PURPOSE = "data-deletion";

export const signDeletionToken = (email: string, expiresAt: Date, secret: string) =>
  signLinkToken(PURPOSE, email.trim().toLowerCase(), expiresAt, secret);

export type DeletionTokenResult =
  { ok: true; email: string } | { ok: false; reason: "expired" | "invalid" };

export async function verifyDeletionToken(
  token: string,
  secret: string,
): Promise<DeletionTokenResult> {
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  return verified.ok ? { ok: true, email: verified.subject } : verified;
}
