import "server-only";
import { serverEnv } from "@/lib/env";
import { site } from "@/lib/site";
import { signCancelToken } from "./cancel-token";
import type { AppointmentDoc } from "@/models/Appointment";
import type { BookedSlot, Practice } from "@/lib/mail/templates";

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

/** An appointment as stored (a lean document or a saved one). */
type StoredAppointment = Pick<
  AppointmentDoc,
  "name" | "email" | "phone" | "disease" | "date" | "time" | "startsAt" | "endsAt"
> & { _id: unknown };

export const slotOf = (a: StoredAppointment): BookedSlot => ({
  id: String(a._id),
  name: a.name,
  email: a.email,
  phone: a.phone,
  reason: a.disease,
  date: a.date,
  time: a.time ?? undefined,
  start: a.startsAt ?? undefined,
  end: a.endsAt ?? undefined,
});
