import "server-only";
import { csvDate, csvDateTime } from "@/lib/server/api/csv";
import { trusted, type Types } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { badRequest, conflict } from "@/lib/server/api/api-errors";
import { intakeUrlFor, ownerEmail, practice, selfServiceLinks } from "@/lib/mail/practice";
import {
  MODE_LABELS,
  type AppointmentTypeItem,
  type ConsultationMode,
} from "@/lib/booking/appointment-types";
import { serverEnv } from "@/lib/server/env";
import { consentFrom } from "@/lib/forms/consent";
import { looksLikeSpam } from "@/lib/forms/spam";
import { newPaymentReference } from "@/lib/payments/payment-reference";
import { consultationPaymentNote } from "@/lib/payments/upi";
import { notify } from "@/lib/mail/notify";
import { bookingAlert } from "@/lib/push/alert-texts";
import {
  appointmentConfirmation,
  ownerNotification,
  whenText,
  type BookedSlot,
} from "@/lib/mail/mail-texts";
import {
  appointmentSchema,
  type AppointmentInput,
  type AppointmentItem,
  type AppointmentStatus,
} from "@/lib/booking/appointment-schema";
import type { PaymentStep } from "@/lib/payments/payment-schema";
import { HOLDING_STATUSES, isStatusOf } from "@/lib/submissions/submission-status";
import { Appointment, type AppointmentDoc } from "@/models/Appointment";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { batchedInsert } from "../../server/batched-insert";
import { consultationSettings, publicBookingType } from "./consultations";
import { connectDb } from "../../server/db";
import { findPage, normaliseQuery, type ListQuery, type Page } from "../../server/api/paging";
import { searchWordsFilter } from "@/models/shared/search-words.mjs";
import {
  FOLLOW_UP_CSV_COLUMNS,
  freshFollowUp,
  followUpOf,
  NEW_FOLLOW_UP,
} from "../../submissions/data/follow-up";
import { decoy, recordBase } from "../../server/serialize";
import { isReferenceClash, newPayment, paymentOf, paymentStep } from "../../payments/data/payments";
import { slotFields } from "./slot-holds";

export const SLOT_TAKEN_MESSAGE = "That time was just taken — please pick another";
/** "createdAt": submission time (default); "date": appointment date. Both newest first. */
export type AppointmentSort = "createdAt" | "date";
export type AppointmentQuery = ListQuery & { sort?: AppointmentSort };

export const toItem = (doc: AppointmentDoc & { _id: unknown }): AppointmentItem => ({
  ...recordBase(doc),
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  disease: doc.disease,
  date: doc.date,
  ...(doc.time ? { time: doc.time } : {}),
  ...(doc.typeName ? { typeName: doc.typeName } : {}),
  ...(doc.mode ? { mode: doc.mode as ConsultationMode } : {}),
  ...(typeof doc.price === "number" ? { price: doc.price, payment: paymentOf(doc) } : {}),
  ...(doc.cancelledBy === "client" || doc.cancelledBy === "practice"
    ? { cancelledBy: doc.cancelledBy }
    : {}),
  ...(doc.reminder?.claimedAt ? { reminderSentAt: doc.reminder.claimedAt.toISOString() } : {}),
  ...followUpOf(doc, "booked" as AppointmentStatus),
});

/** An appointment as stored (a lean document or a saved one), as the emails describe it. */
type StoredAppointment = Pick<
  AppointmentDoc,
  | "name"
  | "email"
  | "phone"
  | "disease"
  | "date"
  | "time"
  | "startsAt"
  | "endsAt"
  | "sequence"
  | "typeName"
  | "mode"
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
  sequence: a.sequence ?? undefined,
  typeName: a.typeName ?? undefined,
  mode: (a.mode as ConsultationMode | null | undefined) ?? undefined,
});

/** The slot as its emails describe it: a video consultation's room is the one set now. */
export async function mailSlot(a: StoredAppointment): Promise<BookedSlot> {
  const slot = slotOf(a);
  return slot.mode === "video"
    ? { ...slot, meetingUrl: (await consultationSettings()).meetingUrl }
    : slot;
}

const insertDateOnly = batchedInsert(Appointment);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Books an appointment (public). Validated here: a real date, today or later in India. With a
 * `time` (HH:mm IST) the slot must be free at the moment of saving: a partial unique index
 * decides, so of two visitors racing for one slot one gets 201 and the other 409. Without a
 * time it is a date-only request, as in the spec. A type with a price that asks for payment
 * ahead gets a UPI payment (when UPI is configured): the answer carries its payment step and
 * the confirmation links the payment page. A submission that trips the spam checks is
 * answered like a success and stored nowhere.
 */
export async function createAppointment(
  input: unknown,
  now: Date = new Date(),
): Promise<{ data: AppointmentItem; payment?: PaymentStep }> {
  const { type, mode, ...data } = appointmentSchema.parse(input);
  const body = isRecord(input) ? input : {};
  await connectDb();
  const kind = typeFields(await publicBookingType(type), mode, data);
  if (looksLikeSpam(body, now.getTime(), serverEnv.formMinSeconds)) {
    const payment =
      kind.prepay && paymentStep({ ...kind.prepay, reference: newPaymentReference() });
    return {
      data: decoy({ ...data, ...freshFollowUp<AppointmentStatus>("booked") }, now),
      ...(payment ? { payment } : {}),
    };
  }
  const doc = await insertWithPayment(data, kind, body, now);
  const booked = await mailSlot(doc);
  const { cancelUrl, rescheduleUrl } = await selfServiceLinks(booked);
  const intakeUrl = await intakeUrlFor({ collection: "appointments", id: String(doc._id) }, now);
  const reference = doc.payment?.reference ?? undefined;
  const payment = kind.prepay && reference && paymentStep({ ...kind.prepay, reference });
  await notify(
    { collection: "appointments", id: doc._id },
    [
      {
        kind: "confirmation",
        mail: appointmentConfirmation(
          booked,
          practice,
          cancelUrl,
          rescheduleUrl,
          intakeUrl,
          payment ? { amount: payment.amount, pageUrl: payment.pageUrl } : undefined,
        ),
      },
      {
        kind: "owner",
        mail: ownerNotification(
          ownerEmail(),
          `New appointment: ${booked.name}, ${whenText(booked)}`,
          {
            Name: booked.name,
            Email: booked.email,
            Phone: booked.phone,
            Reason: booked.reason,
            When: whenText(booked),
            Consultation: `${kind.stored.typeName}, ${MODE_LABELS[kind.stored.mode].toLowerCase()}`,
            ...(payment ? { "Payment reference": payment.reference } : {}),
          },
          booked.email,
        ),
      },
    ],
    bookingAlert(String(doc._id), booked),
  );
  const item = toItem(doc);
  delete item.payment; // the owner's record of it; the visitor gets the step
  return { data: item, ...(payment ? { payment } : {}) };
}

/**
 * Stores the booking, with a payment when its type asks for one ahead, drawing another payment
 * reference in the unlikely case one is taken at the same moment.
 */
async function insertWithPayment(
  data: Omit<AppointmentInput, "type" | "mode">,
  kind: ReturnType<typeof typeFields>,
  body: Record<string, unknown>,
  now: Date,
) {
  for (let attempt = 0; ; attempt++) {
    const payment = kind.prepay ? await newPayment() : undefined;
    const stored = { ...kind.stored, ...(payment ? { payment } : {}) };
    try {
      return data.time
        ? await bookSlot(data, { ...kind, stored }, data.time, body, now)
        : ((await insertDateOnly({
            ...data,
            ...stored,
            consent: consentFrom(body, now),
            ...NEW_FOLLOW_UP,
          })) as AppointmentDoc & { _id: Types.ObjectId });
    } catch (error) {
      if (!payment || !isReferenceClash(error) || attempt >= 4) throw error;
    }
  }
}

/** The stored fields of a booking of `type` in `mode` (the type's first mode when none). */
function typeFields(
  type: AppointmentTypeItem,
  mode: AppointmentInput["mode"],
  data: { date: string },
) {
  const chosen = mode ?? type.modes[0]!;
  if (!type.modes.includes(chosen)) {
    const message = `${type.name} is not offered as ${MODE_LABELS[chosen].toLowerCase()}`;
    throw badRequest(message, { mode: [message] });
  }
  return {
    stored: {
      typeId: type._id,
      typeName: type.name,
      mode: chosen,
      ...(type.price !== undefined ? { price: type.price } : {}),
    },
    length: { durationMinutes: type.durationMinutes, bufferMinutes: type.bufferMinutes },
    /** what the UPI step needs, when the type is paid ahead */
    prepay:
      type.prepay && type.price
        ? { amount: type.price, note: consultationPaymentNote(type.name, data.date) }
        : undefined,
  };
}

/** A single insert, so the unique slot indexes answer for this document alone. */
async function bookSlot(
  data: Omit<AppointmentInput, "type" | "mode">,
  { stored, length }: ReturnType<typeof typeFields>,
  time: string,
  body: Record<string, unknown>,
  now: Date,
) {
  const slot = await slotFields(data.date, time, now, length);
  try {
    return (
      await Appointment.create({
        ...data,
        ...stored,
        ...slot,
        consent: consentFrom(body, now),
        ...NEW_FOLLOW_UP,
      })
    ).toObject();
  } catch (error) {
    if (isDuplicateKey(error) && !isReferenceClash(error))
      throw conflict(SLOT_TAKEN_MESSAGE, { time: [SLOT_TAKEN_MESSAGE] });
    throw error;
  }
}

/** Admin only. Appointments newest first by submission time or by appointment date; `q` searches name, email, phone. */
export async function listAppointments(
  session: AdminSession,
  query: AppointmentQuery = {},
): Promise<Page<AppointmentItem>> {
  assertAdmin(session);
  const { q } = normaliseQuery(query);
  const sort =
    query.sort === "date"
      ? { date: -1 as const, createdAt: -1 as const, _id: -1 as const }
      : undefined;
  const filter: Record<string, unknown> = q ? searchWordsFilter(q) : {};
  if (isStatusOf("appointments", query.status)) filter.status = query.status;
  return findPage(Appointment, filter, query, toItem, sort);
}

export const APPOINTMENT_CSV_COLUMNS = [
  { header: "Name", value: (a: AppointmentItem) => a.name },
  { header: "Email", value: (a: AppointmentItem) => a.email },
  { header: "Phone", value: (a: AppointmentItem) => a.phone },
  { header: "Reason", value: (a: AppointmentItem) => a.disease },
  { header: "Appointment date", value: (a: AppointmentItem) => csvDate(a.date) },
  { header: "Time (IST)", value: (a: AppointmentItem) => a.time ?? "" },
  ...FOLLOW_UP_CSV_COLUMNS,
  { header: "Submitted at (IST)", value: (a: AppointmentItem) => csvDateTime(a.createdAt) },
];

/**
 * The booked appointments whose reminder is due and not yet queued (lib/booking/reminders.ts
 * queues each with a unique key, then marks it here with `markReminderQueued`).
 */
export async function dueReminders(now: Date, limit = 200): Promise<BookedSlot[]> {
  await connectDb();
  const due = await Appointment.find({
    status: trusted({ $in: [...HOLDING_STATUSES] }),
    "reminder.dueAt": trusted({ $lte: now }),
    "reminder.claimedAt": null,
    startsAt: trusted({ $gt: now }),
  })
    .limit(limit)
    .lean();
  return Promise.all(due.map(mailSlot));
}

/** Records that the appointment's reminder is in the outbox, so later passes skip it. */
export async function markReminderQueued(id: string, at: Date): Promise<void> {
  await Appointment.updateOne(
    { _id: id, "reminder.claimedAt": null },
    { $set: { "reminder.claimedAt": at } },
  );
}
