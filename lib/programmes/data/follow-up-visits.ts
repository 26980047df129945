import "server-only";
import { badRequest, conflict } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { istDate } from "@/lib/booking/slots";
import { practice, selfServiceLinks } from "@/lib/mail/practice";
import { notify } from "@/lib/mail/notify";
import { appointmentConfirmation, formatDate as formatDay } from "@/lib/mail/mail-texts";
import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import { followUpVisitSchema } from "@/lib/programmes/programme-schema";
import { Appointment } from "@/models/Appointment";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { mailSlot, SLOT_TAKEN_MESSAGE, toItem } from "../../booking/data/appointments";
import { clientById } from "../../clients/data/client-by-id";
import { followUpType } from "../../booking/data/consultations";
import { programmeOf, withProgrammeHeld } from "./enrolments";
import { slotFields } from "../../booking/data/slot-holds";

/**
 * Admin only. Books a follow-up visit of a client's programme into a free slot
 * (POST /api/admin/clients/{id}/follow-ups): the public booking's slot rules and one-booking-per-
 * slot index, by the programme's last day, within the visits it includes (counted while the
 * booking holds the programme, `withProgrammeHeld`). The client gets the usual confirmation with
 * its calendar file (the follow-up type's length and mode) and self-service links; it is
 * confirmed, as the owner booked it.
 */
export async function bookFollowUpVisit(
  session: AdminSession,
  clientId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<AppointmentItem> {
  assertAdmin(session);
  const data = followUpVisitSchema.parse(input);
  const client = await clientById(clientId);
  const { doc: programme } = await programmeOf(client, data.programmeId);
  if (istDate(now) > programme.endDate)
    throw badRequest(`This programme ended on ${formatDay(programme.endDate)}`, {
      programmeId: [`This programme ended on ${formatDay(programme.endDate)}`],
    });
  if (data.date > programme.endDate)
    throw badRequest("The visit must fall within the programme", {
      date: [`Choose a date by ${formatDay(programme.endDate)}, the programme's last day`],
    });
  const email = client.email ?? client.emails?.[0];
  const phone = client.phone ?? client.phones?.[0];
  if (!email || !phone)
    throw badRequest("A follow-up visit needs the client's email and phone number");
  const type = await followUpType();
  const mode = data.mode && type.modes.includes(data.mode) ? data.mode : type.modes[0];
  const slot = await slotFields(data.date, data.time, now, type);
  const doc = await withProgrammeHeld(programme._id, async () => {
    // counted again while this booking alone holds the programme
    const { doc: held, used } = await programmeOf(client, data.programmeId);
    if (used >= held.followUpsIncluded)
      throw conflict(`All ${held.followUpsIncluded} follow-up visits of this programme are booked`);
    try {
      const created = await Appointment.create({
        name: client.name,
        email,
        phone,
        disease: `Follow-up visit (${programme.plan})`,
        date: data.date,
        time: data.time,
        ...slot,
        typeId: type._id,
        typeName: type.name,
        mode,
        status: "confirmed",
        programmeId: programme._id,
        unread: false,
      });
      return created.toObject();
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(SLOT_TAKEN_MESSAGE, { time: [SLOT_TAKEN_MESSAGE] });
      throw error;
    }
  });
  const booked = await mailSlot(doc);
  const { cancelUrl, rescheduleUrl } = await selfServiceLinks(booked);
  await notify({ collection: "appointments", id: doc._id }, [
    {
      kind: "confirmation",
      mail: appointmentConfirmation(booked, practice, cancelUrl, rescheduleUrl),
    },
  ]);
  return toItem(doc);
}
