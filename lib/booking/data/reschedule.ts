import "server-only";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { badRequest, conflict } from "@/lib/server/api/api-errors";
import { linkStaleness, MOVED_LINK_MESSAGE, type LinkIssued } from "@/lib/booking/appointment-link";
import { verifyRescheduleToken } from "@/lib/booking/reschedule-token";
import { slotKeyOf } from "@/lib/booking/slots";
import { serverEnv } from "@/lib/server/env";
import { notify } from "@/lib/mail/notify";
import { ownerEmail, practice, selfServiceLinks } from "@/lib/mail/practice";
import { appointmentMoved, ownerNotification, whenText } from "@/lib/mail/mail-texts";
import { rescheduleSchema, rescheduleSlotsSchema } from "@/lib/booking/reschedule-schema";
import {
  HOLDING_STATUSES,
  STATUS_LABELS,
  type AppointmentStatus,
} from "@/lib/submissions/submission-status";
import { Appointment } from "@/models/Appointment";
import { mailSlot, SLOT_TAKEN_MESSAGE, slotOf } from "./appointments";
import { freeSlotsFor, lengthOfStored, slotFields, type FreeSlots } from "./slot-holds";
import { connectDb } from "../../server/db";
import { appendFollowUp } from "../../submissions/data/follow-up";
import { isObjectIdText } from "../../server/serialize";

/**
 * The client moves their own appointment with the signed reschedule link of their latest email.
 * The link names the slot and the move count it was issued for (lib/booking/appointment-link.ts);
 * the move is one conditional update that holds the new slot (the one-booking-per-slot unique
 * index decides a race), frees the old one and counts the move, so a link works once, even if
 * the appointment is moved back, and a lost race changes nothing.
 */

/** The statuses in which an appointment holding its slot can still be moved. */
export const MOVABLE_STATUSES: readonly string[] = HOLDING_STATUSES;

const LINK_PROBLEMS = {
  expired: "This reschedule link has expired. Please call us to change your appointment.",
  invalid:
    "This reschedule link is not valid. Please use the link in your latest email, or call us.",
} as const;

type Stored = NonNullable<Awaited<ReturnType<typeof loadAppointment>>>;
const loadAppointment = (id: string) => Appointment.findById(id).lean();

/** Why this appointment cannot be moved with a link issued as `issued`, or null when it can. */
function movingProblem(doc: Stored, issued: LinkIssued, now: Date): string | null {
  const status = String(doc.status);
  if (status === "cancelled")
    return "This appointment is cancelled, so it cannot be moved. Please book a new time.";
  if (status === "completed") return "This appointment has already taken place.";
  if (!MOVABLE_STATUSES.includes(status))
    return `This appointment is marked ${STATUS_LABELS[status as AppointmentStatus]?.toLowerCase() ?? status}, so it cannot be moved. Please call us.`;
  const stale = linkStaleness(issued, doc, now);
  if (stale === "moved") return MOVED_LINK_MESSAGE;
  if (stale === "started") return LINK_PROBLEMS.expired;
  return null;
}

/** The appointment a reschedule link names, verifying the link once; or the message that explains why not. */
async function findByLink(token: string) {
  const verified = await verifyRescheduleToken(token, serverEnv.jwtSecret);
  if (!verified.ok) return { ok: false as const, message: LINK_PROBLEMS[verified.reason] };
  await connectDb();
  const doc = isObjectIdText(verified.appointmentId)
    ? await loadAppointment(verified.appointmentId)
    : null;
  if (!doc) return { ok: false as const, message: LINK_PROBLEMS.invalid };
  return { ok: true as const, doc, issued: verified.issued };
}

export type RescheduleLookup =
  { ok: true; when: string; date: string; time: string } | { ok: false; message: string };

/** Public. What a reschedule link points at, for its page: the appointment's time, or why it cannot be moved. */
export async function appointmentForRescheduleLink(
  token: string,
  now: Date = new Date(),
): Promise<RescheduleLookup> {
  const found = await findByLink(token);
  if (!found.ok) return found;
  const problem = movingProblem(found.doc, found.issued, now);
  if (problem) return { ok: false, message: problem };
  const slot = slotOf(found.doc);
  return { ok: true, when: whenText(slot), date: slot.date, time: slot.time ?? "" };
}

/**
 * Public, with a signed link. The times a booking can move to on `date`: its own length and
 * buffer, other bookings held, its own hold left out (it may move by less than its length) but
 * not its current start.
 */
export async function freeSlotsForMove(input: unknown, now: Date = new Date()): Promise<FreeSlots> {
  const { token, date } = rescheduleSlotsSchema.parse(input);
  const found = await findByLink(token);
  if (!found.ok) throw badRequest(found.message);
  const problem = movingProblem(found.doc, found.issued, now);
  if (problem) throw conflict(problem);
  const { doc } = found;
  const free = await freeSlotsFor(date, lengthOfStored(doc), now, String(doc._id));
  return { ...free, slots: free.slots.filter((t) => date !== doc.date || t !== doc.time) };
}

/**
 * Public, with a signed link. Moves the appointment to a free slot in one conditional update,
 * emails the client (a calendar file replacing the old event) and tells the owner.
 */
export async function rescheduleByLink(
  input: unknown,
  now: Date = new Date(),
): Promise<{ when: string; date: string; time: string }> {
  const { token, date, time } = rescheduleSchema.parse(input);
  const found = await findByLink(token);
  if (!found.ok) throw badRequest(found.message);
  const { doc, issued } = found;
  const linkSlot = issued.slotKey;
  const problem = movingProblem(doc, issued, now);
  if (problem) throw conflict(problem);
  if (slotKeyOf(date, time) === linkSlot) {
    const same = "Your appointment is already at that time: please pick another.";
    throw badRequest(same, { time: [same] });
  }
  const slot = await slotFields(date, time, now, lengthOfStored(doc));
  let moved: boolean;
  try {
    // The condition (still in this slot, status and move count, nobody wrote meanwhile) makes
    // it one move.
    const moves = doc.sequence ?? 0;
    moved = await appendFollowUp(Appointment, String(doc._id), {
      where: { slotKey: linkSlot, status: String(doc.status) },
      check: (stored) => (stored.sequence ?? 0) === moves,
      set: { date, time, ...slot, sequence: moves + 1 },
      history: [{ field: "slot", from: linkSlot, to: slot.slotKey, at: now, by: "client" }],
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(SLOT_TAKEN_MESSAGE, { time: [SLOT_TAKEN_MESSAGE] });
    throw error;
  }
  if (!moved) {
    // Changed since we read it: moved by another use of this link, cancelled or completed.
    const current = await loadAppointment(String(doc._id));
    throw conflict((current && movingProblem(current, issued, now)) ?? LINK_PROBLEMS.invalid);
  }
  const after = await loadAppointment(String(doc._id));
  if (!after) throw badRequest(LINK_PROBLEMS.invalid);
  await notifyMove(await mailSlot(after), slotOf(doc));
  const newSlot = slotOf(after);
  return { when: whenText(newSlot), date, time };
}

async function notifyMove(
  slot: ReturnType<typeof slotOf>,
  previous: ReturnType<typeof slotOf>,
): Promise<void> {
  const [from, to] = [whenText(previous), whenText(slot)];
  await notify({ collection: "appointments", id: slot.id }, [
    {
      kind: "reschedule",
      mail: appointmentMoved(slot, previous, practice, await selfServiceLinks(slot)),
    },
    {
      kind: "owner-reschedule",
      mail: ownerNotification(
        ownerEmail(),
        `Moved by the client: ${slot.name}, now ${to}`,
        {
          Name: slot.name,
          Email: slot.email,
          Phone: slot.phone,
          Reason: slot.reason,
          From: from,
          To: to,
        },
        slot.email,
      ),
    },
  ]);
}
