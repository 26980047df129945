import { signLinkToken, verifyLinkToken, type LinkTokenResult } from "../auth/link-token";

/**
 * The client's diet chart link (`/diet-chart?token=…`): names the client, not a version, so a link
 * sent with v1 shows v2 once the owner writes it. Valid for the retention period
 * (RETENTION_MONTHS): a chart is kept that long (lib/privacy/data/retention-pass.ts), and a client follows
 * one plan for months, coming back to it long after the email. Edge-safe (middleware.ts checks
 * the signature to answer a tampered link 404 before anything renders). It carries the client's
 * link version (`lv`, absent for 0): the owner's revocation raises the stored one, and the page
 * (which reads the database; the middleware cannot) refuses a link of another version.
 */
const PURPOSE = "diet-chart";
const SUBJECT = /^[a-f0-9]{24}$/;

export const signDietChartToken = (
  clientId: string,
  expiresAt: Date,
  secret: string,
  linkVersion = 0,
) => signLinkToken(PURPOSE, clientId, expiresAt, secret, linkVersion ? { lv: linkVersion } : {});

export type DietChartTokenResult =
  | { ok: true; clientId: string; linkVersion: number }
  | { ok: false; reason: "expired" | "invalid" };

export async function verifyDietChartToken(
  token: string,
  secret: string,
): Promise<DietChartTokenResult> {
  const verified: LinkTokenResult = await verifyLinkToken(token, PURPOSE, secret);
  if (!verified.ok) return verified;
  if (!SUBJECT.test(verified.subject)) return { ok: false, reason: "invalid" };
  const lv = verified.claims.lv;
  return { ok: true, clientId: verified.subject, linkVersion: typeof lv === "number" ? lv : 0 };
}
