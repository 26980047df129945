import "server-only";
import { serverEnv } from "@/lib/env";
import { site } from "@/lib/site";
import { signCancelToken } from "@/lib/booking/cancel-token";
import { signRescheduleToken } from "@/lib/booking/reschedule-token";
import { slotKeyOf } from "@/lib/booking/slots";
import { signDeletionToken } from "@/lib/auth/deletion-token";
import { addMonths } from "@/lib/retention";
import type { BookedSlot, Practice } from "./templates";

export const practice: Practice = {
  brand: site.brand,
  practitioner: site.practitioner,
  phone: site.phone,
  email: site.email,
  address: site.clinicAddress,
  siteUrl: site.url,
};

/** Where owner notifications go. */
export const ownerEmail = () => serverEnv.mail.ownerEmail ?? site.email;

/** The client's self-service cancel link, valid until the appointment starts. */
export async function cancelUrlFor(
  slot: Pick<BookedSlot, "id" | "start">,
): Promise<string | undefined> {
  if (!slot.start) return undefined;
  const token = await signCancelToken(slot.id, slot.start, serverEnv.jwtSecret);
  return `${site.url}/appointment/cancel?token=${encodeURIComponent(token)}`;
}

/**
 * The client's self-service reschedule link, valid until the appointment starts and only while
 * the appointment is still in the slot it names (a move makes it "used").
 */
export async function rescheduleUrlFor(
  slot: Pick<BookedSlot, "id" | "start" | "date" | "time">,
): Promise<string | undefined> {
  if (!slot.start || !slot.time) return undefined;
  const key = slotKeyOf(slot.date, slot.time);
  const token = await signRescheduleToken(slot.id, key, slot.start, serverEnv.jwtSecret);
  return `${site.url}/appointment/reschedule?token=${encodeURIComponent(token)}`;
}

/** Both self-service links of a booked slot (none for a date-only request). */
export async function selfServiceLinks(
  slot: Pick<BookedSlot, "id" | "start" | "date" | "time">,
): Promise<{ cancelUrl?: string; rescheduleUrl?: string }> {
  return { cancelUrl: await cancelUrlFor(slot), rescheduleUrl: await rescheduleUrlFor(slot) };
}

/** The "request deletion of my data" link for mail to `email`, valid for the retention period. */
export async function deletionUrlFor(email: string, now: Date = new Date()): Promise<string> {
  const expiresAt = addMonths(now, serverEnv.retentionMonths);
  const token = await signDeletionToken(email, expiresAt, serverEnv.jwtSecret);
  return `${site.url}/data-deletion?token=${encodeURIComponent(token)}`;
}
