import "server-only";
import { trusted, type Model } from "mongoose";
import { badRequest, conflict, notFound } from "@/lib/server/api/api-errors";
import { istDate } from "@/lib/booking/slots";
import type { AppointmentItem } from "@/lib/booking/appointment-schema";
import type { ContactItem } from "@/lib/messages/contact-schema";
import type { PlanRequestItem } from "@/lib/submissions/plan-request-schema";
import {
  HOLDING_STATUSES,
  isStatusOf,
  STATUSES_OF,
  type AppointmentStatus,
  type SubmissionKind,
} from "@/lib/submissions/submission-status";
import { submissionUpdateSchema } from "@/lib/submissions/submission-update";
import { Appointment, type AppointmentDoc } from "@/models/Appointment";
import type { ContactDoc } from "@/models/Contact";
import type { PlanRequestDoc } from "@/models/PlanRequest";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { changeAppointmentStatus } from "../../booking/data/appointment-status";
import { toItem as appointmentItem } from "../../booking/data/appointments";
import { toItem as contactItem } from "../../messages/data";
import { connectDb } from "../../server/db";
import { toItem as planItem } from "./plan-requests";
import { appendFollowUp } from "./follow-up";
import { payableOf } from "../../payments/data/payables";
import { changePayment } from "../../payments/data/payments";
import { isObjectIdText } from "../../server/serialize";
import { SUBMISSION_MODELS } from "./submission-models";

/**
 * The owner's follow-up of submissions (plan requests, appointments, messages): one item,
 * changing its status, adding a private note, marking it read; and the day's summary.
 */

export type SubmissionItem = {
  plans: PlanRequestItem;
  appointments: AppointmentItem;
  contacts: ContactItem;
};

type Doc = PlanRequestDoc | AppointmentDoc | ContactDoc;
const NOUNS = { plans: "plan request", appointments: "appointment", contacts: "message" } as const;
const modelOf = (kind: SubmissionKind) => SUBMISSION_MODELS[kind] as unknown as Model<Doc>;

function toItem<K extends SubmissionKind>(kind: K, doc: unknown): SubmissionItem[K] {
  const convert = { plans: planItem, appointments: appointmentItem, contacts: contactItem }[kind];
  return (convert as (d: unknown) => SubmissionItem[K])(doc);
}

async function findDoc(kind: SubmissionKind, id: string) {
  const [model, noun] = [modelOf(kind), NOUNS[kind]];
  if (!isObjectIdText(id)) throw notFound(`No ${noun} with this id`);
  await connectDb();
  const doc = await model.findById(id).lean<Doc & { _id: unknown }>();
  if (!doc) throw notFound(`No ${noun} with this id`);
  return doc;
}

/** Admin only. One submission, with its status, notes and history. */
export async function getSubmission<K extends SubmissionKind>(
  session: AdminSession,
  kind: K,
  id: string,
): Promise<SubmissionItem[K]> {
  assertAdmin(session);
  return toItem(kind, await findDoc(kind, id));
}

/**
 * Admin only. Changes a submission's status (stamped in its history), adds a note, marks a plan
 * request or a consultation with a price paid or unpaid, or marks it read; any of these marks it read. 400 for a status the kind does not have (the message lists
 * the allowed ones), 404 for an unknown id, 409 when it changed meanwhile.
 */
export async function updateSubmission<K extends SubmissionKind>(
  session: AdminSession,
  kind: K,
  id: string,
  input: unknown,
  now: Date = new Date(),
): Promise<SubmissionItem[K]> {
  assertAdmin(session);
  const update = submissionUpdateSchema.parse(input);
  if (update.status !== undefined && !isStatusOf(kind, update.status)) {
    const allowed = STATUSES_OF[kind].join(", ");
    throw badRequest(`Status must be one of: ${allowed}`, {
      status: [`Choose one of: ${allowed}`],
    });
  }
  const noPayment = () => {
    const message = "Only plan requests and consultations with a price have a payment";
    return badRequest(message, { paymentStatus: [message] });
  };
  if (update.paymentStatus !== undefined && kind === "contacts") throw noPayment();
  const doc = await findDoc(kind, id);
  const payable = kind === "contacts" ? null : payableOf(kind, doc);
  if (update.paymentStatus !== undefined && !payable) throw noPayment();
  const [model, noun] = [modelOf(kind), NOUNS[kind]];
  const from = (doc.status ?? STATUSES_OF[kind][0]) as string;
  if (update.status !== undefined && update.status !== from) {
    const changed =
      kind === "appointments"
        ? await changeAppointmentStatus(
            id,
            from as AppointmentStatus,
            update.status as AppointmentStatus,
            "owner",
            now,
          )
        : await appendFollowUp(model, id, {
            where: { status: from },
            set: { status: update.status, unread: false },
            history: [{ from, to: update.status, at: now, by: "owner" }],
          });
    if (!changed)
      throw conflict(`This ${noun} was changed meanwhile: reload the page and try again.`);
  }
  if (update.note !== undefined) {
    await appendFollowUp(model, id, {
      notes: [{ text: update.note, at: now }],
      set: { unread: false },
    });
  }
  if (update.paymentStatus !== undefined && payable) {
    const change = { paymentStatus: update.paymentStatus, utr: update.utr };
    if (!(await changePayment(payable, change, now)))
      throw conflict(`This ${noun} was changed meanwhile: reload the page and try again.`);
  }
  if (update.read) await model.updateOne({ _id: id, unread: true }, { $set: { unread: false } });
  return toItem(kind, await findDoc(kind, id));
}

export type UnreadCounts = Record<SubmissionKind, number>;

/** Admin only. How many of each kind the owner has not opened or acted on yet. */
export async function unreadCounts(session: AdminSession): Promise<UnreadCounts> {
  assertAdmin(session);
  await connectDb();
  const [plans, appointments, contacts] = await Promise.all(
    (["plans", "appointments", "contacts"] as const).map((kind) =>
      modelOf(kind).countDocuments({ unread: true }),
    ),
  );
  return { plans: plans ?? 0, appointments: appointments ?? 0, contacts: contacts ?? 0 };
}

export type DeskSummary = {
  new: UnreadCounts;
  /** today's appointments in India, by time (date-only requests last), cancelled ones left out */
  today: AppointmentItem[];
  /** the next 7 days' booked and confirmed appointments, by date and time */
  upcoming: AppointmentItem[];
};

const DAY_MS = 86_400_000;
const byDateAndTime = (a: AppointmentItem, b: AppointmentItem) =>
  a.date.localeCompare(b.date) || (a.time ?? "99").localeCompare(b.time ?? "99");

/** Admin only. The appointments of today and the next 7 days (IST days). */
export async function deskAgenda(
  session: AdminSession,
  now: Date = new Date(),
): Promise<Omit<DeskSummary, "new">> {
  assertAdmin(session);
  await connectDb();
  const today = istDate(now);
  const lastDay = istDate(new Date(now.getTime() + 7 * DAY_MS));
  const [todays, upcoming] = await Promise.all([
    Appointment.find({ date: today, status: trusted({ $ne: "cancelled" }) }).lean(),
    Appointment.find({
      date: trusted({ $gt: today, $lte: lastDay }),
      status: trusted({ $in: [...HOLDING_STATUSES] }),
    }).lean(),
  ]);
  return {
    today: todays.map(appointmentItem).sort(byDateAndTime),
    upcoming: upcoming.map(appointmentItem).sort(byDateAndTime),
  };
}

/** Admin only. What the owner's day looks like: the new submissions and the appointments ahead. */
export async function deskSummary(
  session: AdminSession,
  now: Date = new Date(),
): Promise<DeskSummary> {
  const [counts, agenda] = await Promise.all([unreadCounts(session), deskAgenda(session, now)]);
  return { new: counts, ...agenda };
}
