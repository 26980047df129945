import "server-only";
import { trusted } from "mongoose";
import { badRequest } from "@/lib/server/api/api-errors";
import {
  cellsOf,
  freeSlots,
  heldBy,
  istToInstant,
  reminderDueAt,
  slotKeyOf,
  slotProblem,
  type Held,
  type Length,
} from "@/lib/booking/slots";
import { serverEnv } from "@/lib/server/env";
import { HOLDING_STATUSES } from "@/lib/submissions/submission-status";
import { Appointment, type AppointmentDoc } from "@/models/Appointment";
import { bookableType, dayPlan } from "./consultations";
import { connectDb } from "../../server/db";

/**
 * What a booked appointment holds: its slot (`slotKey`, the start its links name) and every
 * 5-minute cell of its consultation and buffer (`slotCells`, under the unique index
 * `no_overlapping_bookings`), so two bookings that overlap by a minute cannot both be saved,
 * whatever their lengths and however close together they arrive.
 */

const rules = () => serverEnv.booking;

export type StoredLength = Pick<AppointmentDoc, "startsAt" | "endsAt" | "bufferMinutes">;

/** The length a stored appointment was booked with (older ones: one slot, no buffer). */
export function lengthOfStored(doc: StoredLength): Length {
  const minutes =
    doc.startsAt && doc.endsAt
      ? Math.round((doc.endsAt.getTime() - doc.startsAt.getTime()) / 60_000)
      : rules().slotMinutes;
  return { durationMinutes: minutes, bufferMinutes: doc.bufferMinutes ?? 0 };
}

/** The fields that hold `time` on `date` for a booking of `length`; 400 when it cannot be booked. */
export async function slotFields(date: string, time: string, now: Date, length: Length) {
  const problem = slotProblem(
    date,
    time,
    now,
    await dayPlan(date),
    length.durationMinutes,
    rules(),
  );
  if (problem) throw badRequest(problem, { time: [problem] });
  const startsAt = istToInstant(date, time);
  return {
    ...holdFields(date, time, length),
    startsAt,
    endsAt: new Date(startsAt.getTime() + length.durationMinutes * 60_000),
    bufferMinutes: length.bufferMinutes,
    reminder: { dueAt: reminderDueAt(startsAt, now), claimedAt: null },
  };
}

/** `slotKey` and `slotCells` of a booking at `time` (set while it is booked or confirmed). */
export const holdFields = (date: string, time: string, length: Length) => ({
  slotKey: slotKeyOf(date, time),
  slotCells: cellsOf(date, heldBy(time, length)),
});

/** What the held appointments of a date keep, buffers included (leaving out `exceptId`'s). */
export async function heldOn(date: string, exceptId?: string): Promise<Held[]> {
  const docs = await Appointment.find({
    date,
    status: trusted({ $in: [...HOLDING_STATUSES] }),
    time: trusted({ $exists: true }),
  })
    .select("time startsAt endsAt bufferMinutes")
    .lean();
  return docs.flatMap((doc) =>
    doc.time && String(doc._id) !== exceptId ? [heldBy(doc.time, lengthOfStored(doc))] : [],
  );
}

export type FreeSlots = { date: string; timeZone: string; type?: string; slots: string[] };

/**
 * Public. The free starts of a date (HH:mm, IST) for an appointment type (the default type when
 * none is named): the owner's hours less blocks, closed dates, other bookings and the notice.
 */
export async function listFreeSlots(
  date: string,
  typeId?: string | null,
  now: Date = new Date(),
): Promise<FreeSlots> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw badRequest("Enter a date (YYYY-MM-DD)", { date: ["Enter a date (YYYY-MM-DD)"] });
  await connectDb();
  const type = await bookableType(typeId ?? undefined);
  return { ...(await freeSlotsFor(date, type, now)), type: type._id };
}

/** The free starts of a date for a booking of `length`, leaving out `exceptId`'s own hold. */
export async function freeSlotsFor(
  date: string,
  length: Length,
  now: Date,
  exceptId?: string,
): Promise<FreeSlots> {
  await connectDb();
  const [day, held] = await Promise.all([dayPlan(date), heldOn(date, exceptId)]);
  const slots = freeSlots({ date, now, day, held, rules: rules(), length });
  return { date, timeZone: "Asia/Kolkata", slots };
}
