/**
 * Consent under India's DPDP Act 2023: the public forms carry an unticked checkbox linking the
 * privacy policy; the submission stores when consent was given and to which policy version.
 * Bump the version whenever the privacy policy's substance changes.
 */
export const PRIVACY_POLICY_VERSION = "2026-11-25";
export const CONSENT_FIELD = "consent";

export type ConsentRecord = { givenAt: Date; policyVersion: string } | undefined;

/** Consent is recorded when sent; a request without it is still accepted (the spec's contract). */
export function consentFrom(body: Record<string, unknown>, now: Date): ConsentRecord {
  const value = body[CONSENT_FIELD];
  return value === true || value === "true" || value === "on"
    ? { givenAt: now, policyVersion: PRIVACY_POLICY_VERSION }
    : undefined;
}
