import "server-only";
import { trusted } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { badRequest, conflict, notFound } from "@/lib/server/api/api-errors";
import { slugify, withSuffix } from "@/lib/publishing/slug";
import {
  DEFAULT_APPOINTMENT_TYPES,
  defaultTypeOf,
  FOLLOW_UP_TYPE_ID,
  type AppointmentTypeItem,
  type ConsultationMode,
} from "@/lib/booking/appointment-types";
import { DEFAULT_WEEKLY_HOURS, type TimeRange, type WeeklyHours } from "@/lib/booking/clinic-hours";
import { istDate, type DayPlan } from "@/lib/booking/slots";
import { site } from "@/lib/site";
import {
  appointmentTypeSchema,
  consultationSettingsSchema,
  timeBlockSchema,
} from "@/lib/booking/consultation-schemas";
import { AppointmentType, type AppointmentTypeDoc } from "@/models/AppointmentType";
import { ClosedDate } from "@/models/ClosedDate";
import { ConsultationSettings } from "@/models/ConsultationSettings";
import { TimeBlock } from "@/models/TimeBlock";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { invalidate } from "../../server/public-cache";

/**
 * The consultations the owner shapes (issue 32): appointment types, weekly hours with breaks,
 * part-day blocks and the video meeting link. Booking (./appointments.ts) reads them per request,
 * so a change applies to the next slot list at once.
 */

/**
 * The public pages that state the hours or offer the types (footer, /appointment, structured
 * data) read them under this tag; every change here expires it.
 */
export const CONSULTATIONS_TAG = "consultations";
const SETTINGS_ID = "practice";

const toType = (doc: AppointmentTypeDoc): AppointmentTypeItem => ({
  _id: doc._id,
  name: doc.name,
  durationMinutes: doc.durationMinutes,
  bufferMinutes: doc.bufferMinutes ?? 0,
  ...(typeof doc.price === "number" ? { price: doc.price } : {}),
  modes: doc.modes as ConsultationMode[],
  newClients: doc.newClients,
  prepay: doc.prepay,
  offered: doc.offered,
  order: doc.order,
});

type ReadOptions = { duringBuild?: boolean };

/** Every appointment type, in the booking page's order; the defaults until the owner edits any. */
export async function allAppointmentTypes(options?: ReadOptions): Promise<AppointmentTypeItem[]> {
  await connectDb(options);
  const docs = await AppointmentType.find().sort({ order: 1, _id: 1 }).lean();
  return docs.length ? docs.map(toType) : DEFAULT_APPOINTMENT_TYPES;
}

/**
 * Stores the default types before the owner's first change, so that changing one keeps the other
 * (fixed ids: instances doing this at once store each once).
 */
async function storeDefaultTypes(): Promise<void> {
  await connectDb();
  if (await AppointmentType.exists({})) return;
  await AppointmentType.insertMany(DEFAULT_APPOINTMENT_TYPES, { ordered: false }).catch(
    (error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    },
  );
}

/** Admin only. Every type, offered or not. */
export async function appointmentTypesForOwner(
  session: AdminSession,
): Promise<AppointmentTypeItem[]> {
  assertAdmin(session);
  return allAppointmentTypes();
}

/** Public. The types the booking page offers. */
export async function offeredAppointmentTypes(
  options?: ReadOptions,
): Promise<AppointmentTypeItem[]> {
  return (await allAppointmentTypes(options)).filter((t) => t.offered);
}

/** The type a booking names (offered ones only), or the default type when it names none. */
export async function bookableType(typeId: unknown): Promise<AppointmentTypeItem> {
  const types = await offeredAppointmentTypes();
  const type =
    typeId === undefined || typeId === null || typeId === ""
      ? defaultTypeOf(types)
      : types.find((t) => t._id === typeId);
  if (!type)
    throw badRequest("Choose a type of consultation from the list", {
      type: ["Choose a type of consultation from the list"],
    });
  return type;
}

/**
 * The type a visitor's booking names (POST /api/appointments): an offered type open to new
 * clients. A follow-up-only type is booked by the owner alone, for a client's programme
 * (lib/programmes/data/follow-up-visits.ts), so the public API refuses it (400).
 */
export async function publicBookingType(typeId: unknown): Promise<AppointmentTypeItem> {
  const type = await bookableType(typeId);
  if (!type.newClients) {
    const message = `${type.name} is booked by the practice for its clients: choose another type, or call us`;
    throw badRequest(message, { type: [message] });
  }
  return type;
}

/** Any stored type by id (the owner's follow-up visits may use one not offered publicly). */
export async function appointmentTypeById(id: string): Promise<AppointmentTypeItem | undefined> {
  return (await allAppointmentTypes()).find((t) => t._id === id);
}

/** The type of the owner's follow-up visits: "Follow-up" while it exists, else the default type. */
export async function followUpType(): Promise<AppointmentTypeItem> {
  const types = await allAppointmentTypes();
  return (
    types.find((t) => t._id === FOLLOW_UP_TYPE_ID) ??
    types.find((t) => !t.newClients) ??
    defaultTypeOf(types) ??
    DEFAULT_APPOINTMENT_TYPES[1]!
  );
}

export type ConsultationSettingsItem = { hours: WeeklyHours; meetingUrl: string };

/** The weekly hours and meeting link, the defaults where the owner set none. */
export async function consultationSettings(
  options?: ReadOptions,
): Promise<ConsultationSettingsItem> {
  await connectDb(options);
  const stored = await ConsultationSettings.findById(SETTINGS_ID).lean();
  return {
    hours:
      stored?.hours?.length === 7
        ? stored.hours.map((d) => d.map(({ from, to }) => ({ from, to })))
        : DEFAULT_WEEKLY_HOURS,
    meetingUrl: stored?.meetingUrl || site.meetingUrl,
  };
}

/** Admin only. The hours and meeting link as the settings screen edits them. */
export async function consultationSettingsForOwner(
  session: AdminSession,
): Promise<ConsultationSettingsItem> {
  assertAdmin(session);
  return consultationSettings();
}

/** A date's plan, with the owner's words for its blocks and its closing (the desk says why). */
export type DayDetails = Omit<DayPlan, "blocks" | "closed"> & {
  blocks: (TimeRange & { reason: string })[];
  closed: boolean;
  closedReason: string;
};

/** What a date offers before bookings: its weekday's hours, its blocks, whether it is closed. */
export async function dayPlan(date: string): Promise<DayDetails> {
  return (await dayPlansBetween(date, date))(date);
}

/** `dayPlan` of every date from `from` to `to` (YYYY-MM-DD), read in three queries. */
export async function dayPlansBetween(
  from: string,
  to: string,
): Promise<(date: string) => DayDetails> {
  await connectDb();
  const [settings, blocks, closed] = await Promise.all([
    consultationSettings(),
    TimeBlock.find({ date: trusted({ $gte: from, $lte: to }) })
      .sort({ date: 1, from: 1 })
      .lean(),
    ClosedDate.find({ _id: trusted({ $gte: from, $lte: to }) }).lean(),
  ]);
  const closedReasons = new Map(closed.map((d) => [d._id, d.reason ?? ""]));
  return (date) => ({
    intervals: settings.hours[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? [],
    blocks: blocks
      .filter((b) => b.date === date)
      .map(({ from, to, reason }) => ({ from, to, reason: reason ?? "" })),
    closed: closedReasons.has(date),
    closedReason: closedReasons.get(date) ?? "",
  });
}

/** Admin only. Saves the weekly hours and/or the meeting link. */
export async function saveConsultationSettings(
  session: AdminSession,
  input: unknown,
): Promise<ConsultationSettingsItem> {
  assertAdmin(session);
  const data = consultationSettingsSchema.parse(input);
  await connectDb();
  await ConsultationSettings.updateOne(
    { _id: SETTINGS_ID },
    { $set: { ...data } },
    { upsert: true },
  );
  if (data.hours) invalidate(CONSULTATIONS_TAG);
  return consultationSettings();
}

/** What every change of a type starts with: the owner's, checked input, and the stored types. */
async function beginTypeChange(session: AdminSession, input: unknown) {
  assertAdmin(session);
  const data = appointmentTypeSchema.parse(input);
  await storeDefaultTypes();
  return { data, types: await allAppointmentTypes() };
}

/** Admin only. A new appointment type; its id is made from its name. */
export async function createAppointmentType(
  session: AdminSession,
  input: unknown,
): Promise<AppointmentTypeItem> {
  const { data, types } = await beginTypeChange(session, input);
  const order = data.order ?? Math.max(0, ...types.map((t) => t.order)) + 1;
  const base = slugify(data.name) || "consultation";
  for (let n = 1; n <= 100; n++) {
    try {
      const doc = await AppointmentType.create({ ...data, order, _id: withSuffix(base, n) });
      invalidate(CONSULTATIONS_TAG);
      return toType(doc.toObject());
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw conflict("Too many types with that name");
}

/** Admin only. Changes a type; bookings already made keep the length they were booked with. */
export async function updateAppointmentType(
  session: AdminSession,
  id: string,
  input: unknown,
): Promise<AppointmentTypeItem> {
  const { data, types } = await beginTypeChange(session, input);
  const current = types.find((t) => t._id === id);
  if (!current) throw notFound("No such appointment type");
  const after = types.map((t) =>
    t._id === id ? { ...t, ...data, order: data.order ?? t.order } : t,
  );
  assertSomeTypeForNewClients(after);
  const update: Record<string, unknown> = { $set: { ...data, order: data.order ?? current.order } };
  if (data.price === undefined) {
    delete (update.$set as Record<string, unknown>).price;
    update.$unset = { price: "" };
  }
  await AppointmentType.updateOne({ _id: id }, update);
  invalidate(CONSULTATIONS_TAG);
  return (await appointmentTypeById(id))!;
}

/** Admin only. Deletes a type; its bookings keep its name, length and mode. */
export async function deleteAppointmentType(session: AdminSession, id: string): Promise<void> {
  assertAdmin(session);
  await storeDefaultTypes();
  const types = await allAppointmentTypes();
  if (!types.some((t) => t._id === id)) throw notFound("No such appointment type");
  assertSomeTypeForNewClients(types.filter((t) => t._id !== id));
  await AppointmentType.deleteOne({ _id: id });
  invalidate(CONSULTATIONS_TAG);
}

function assertSomeTypeForNewClients(types: AppointmentTypeItem[]) {
  if (!types.some((t) => t.offered && t.newClients))
    throw badRequest("Keep at least one type offered to new clients: the booking page needs it");
}

export type TimeBlockItem = { _id: string; date: string; from: string; to: string; reason: string };

/** Admin only. Part-day blocks from today on. */
export async function upcomingTimeBlocks(
  session: AdminSession,
  now: Date = new Date(),
): Promise<TimeBlockItem[]> {
  assertAdmin(session);
  await connectDb();
  const docs = await TimeBlock.find({ date: trusted({ $gte: istDate(now) }) })
    .sort({ date: 1, from: 1 })
    .lean();
  return docs.map((d) => ({
    _id: String(d._id),
    date: d.date,
    from: d.from,
    to: d.to,
    reason: d.reason,
  }));
}

/** Admin only. Keeps part of a date free of new bookings. */
export async function addTimeBlock(session: AdminSession, input: unknown): Promise<TimeBlockItem> {
  assertAdmin(session);
  const data = timeBlockSchema.parse(input);
  await connectDb();
  const doc = await TimeBlock.create(data);
  return { _id: String(doc._id), date: doc.date, from: doc.from, to: doc.to, reason: doc.reason };
}

/** Admin only. Removes a block. */
export async function removeTimeBlock(session: AdminSession, id: string): Promise<void> {
  assertAdmin(session);
  await connectDb();
  if (!/^[0-9a-f]{24}$/.test(id)) throw notFound("No such block");
  const { deletedCount } = await TimeBlock.deleteOne({ _id: id });
  if (!deletedCount) throw notFound("No such block");
}
