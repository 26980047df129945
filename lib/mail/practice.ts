import "server-only";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { signCancelToken } from "@/lib/booking/cancel-token";
import { signRescheduleToken } from "@/lib/booking/reschedule-token";
import { bindingOf } from "@/lib/booking/appointment-link";
import { signDeletionToken } from "@/lib/privacy/deletion-token";
import { signIntakeToken, type IntakeSource } from "@/lib/clients/intake-token";
import { addMonths } from "@/lib/privacy/retention-period";
import type { BookedSlot, Practice } from "./mail-texts";

export const practice: Practice = {
  brand: site.brand,
  practitioner: site.practitioner,
  phone: site.phone,
  email: site.email,
  address: site.clinicAddress,
  directionsUrl: site.directionsUrl,
  siteUrl: site.url,
};

/** Where owner notifications go. */
export const ownerEmail = () => serverEnv.mail.ownerEmail ?? site.email;

type LinkedSlot = Pick<BookedSlot, "id" | "start" | "date" | "time" | "sequence">;

/** What a slot's links are issued for (./appointment-link.ts); none for a date-only request. */
const bindingFor = (slot: LinkedSlot) => (slot.start ? bindingOf(slot) : undefined);

/**
 * The client's self-service cancel link, valid until the appointment starts and only while it
 * is still where this email puts it (a move makes it stale).
 */
export async function cancelUrlFor(slot: LinkedSlot): Promise<string | undefined> {
  const binding = bindingFor(slot);
  if (!binding || !slot.start) return undefined;
  const token = await signCancelToken(slot.id, binding, slot.start, serverEnv.jwtSecret);
  return `${site.url}/appointment/cancel?token=${encodeURIComponent(token)}`;
}

/**
 * The client's self-service reschedule link, valid until the appointment starts and only while
 * the appointment is still where this email puts it (a move makes it "used", even a move back).
 */
export async function rescheduleUrlFor(slot: LinkedSlot): Promise<string | undefined> {
  const binding = bindingFor(slot);
  if (!binding || !slot.start) return undefined;
  const token = await signRescheduleToken(slot.id, binding, slot.start, serverEnv.jwtSecret);
  return `${site.url}/appointment/reschedule?token=${encodeURIComponent(token)}`;
}

/** Both self-service links of a booked slot (none for a date-only request). */
export async function selfServiceLinks(
  slot: LinkedSlot,
): Promise<{ cancelUrl?: string; rescheduleUrl?: string }> {
  return { cancelUrl: await cancelUrlFor(slot), rescheduleUrl: await rescheduleUrlFor(slot) };
}

/** The "request deletion of my data" link for mail to `email`, valid for the retention period. */
export async function deletionUrlFor(email: string, now: Date = new Date()): Promise<string> {
  const expiresAt = addMonths(now, serverEnv.retentionMonths);
  const token = await signDeletionToken(email, expiresAt, serverEnv.jwtSecret);
  return `${site.url}/data-deletion?token=${encodeURIComponent(token)}`;
}

/** The intake questionnaire's link for a booking or plan request, valid for 30 days. */
export async function intakeUrlFor(source: IntakeSource, now: Date = new Date()): Promise<string> {
  const token = await signIntakeToken(source, now, serverEnv.jwtSecret);
  return `${site.url}/intake?token=${encodeURIComponent(token)}`;
}
