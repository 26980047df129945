import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * A plan request's payment reference: eight characters people can read aloud and type into a
 * bank app's search (no 0/O, 1/I/L or U), e.g. "K7M3Q9TX"; 30^8 ≈ 6.6 × 10^11 of them.
 *
 * Links carry it signed ("K7M3Q9TX-<16 characters>"), so that the payment page and its UTR call
 * cannot be found by trying references. The signature is an HMAC-SHA256 of the reference with
 * JWT_SECRET (its first 96 bits), with no expiry: a client may pay days later.
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PATTERN = /^[2-9A-HJKMNP-TV-Z]{8}$/;
const SIGNED_PATTERN = /^([2-9A-HJKMNP-TV-Z]{8})-([A-Za-z0-9_-]{16})$/;

export function newPaymentReference(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

const signature = (reference: string, secret: string) =>
  createHmac("sha256", secret).update(`upi-payment:${reference}`).digest("base64url").slice(0, 16);

export const signPaymentReference = (reference: string, secret: string): string =>
  `${reference}-${signature(reference, secret)}`;

/** The reference a signed one names, or null when it is malformed or its signature is wrong. */
export function verifyPaymentReference(signed: string, secret: string): string | null {
  const match = SIGNED_PATTERN.exec(signed);
  if (!match) return null;
  const [reference, given] = [match[1] ?? "", match[2] ?? ""];
  const expected = Buffer.from(signature(reference, secret));
  return timingSafeEqual(Buffer.from(given), expected) ? reference : null;
}
