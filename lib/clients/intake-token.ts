import { signLinkToken, verifyLinkToken } from "../auth/link-token";

/**
 * The intake questionnaire's link (`/intake?token=…`): names the booking or plan request it was
 * sent for, so one link serves one client, and expires `INTAKE_LINK_DAYS` after it was sent.
 */
const PURPOSE = "intake";
export const INTAKE_LINK_DAYS = 30;

export type IntakeSource = { collection: "appointments" | "plans"; id: string };

const SUBJECT = /^(appointments|plans):([a-f0-9]{24})$/;

export const signIntakeToken = (source: IntakeSource, now: Date, secret: string) =>
  signLinkToken(
    PURPOSE,
    `${source.collection}:${source.id}`,
    new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000),
    secret,
  );

export type IntakeTokenResult =
  { ok: true; source: IntakeSource } | { ok: false; reason: "expired" | "invalid" };

export async function verifyIntakeToken(token: string, secret: string): Promise<IntakeTokenResult> {
  const verified = await verifyLinkToken(token, PURPOSE, secret);
  if (!verified.ok) return verified;
  const match = SUBJECT.exec(verified.subject);
  if (!match) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    source: { collection: match[1] as IntakeSource["collection"], id: match[2]! },
  };
}
