import "server-only";
import { trusted } from "mongoose";
import { badRequest, forbidden, notFound } from "@/lib/server/api/api-errors";
import { whenText } from "@/lib/mail/mail-texts";
import { intakeUrlFor, practice, selfServiceLinks } from "@/lib/mail/practice";
import type { ReceiptDetails } from "@/lib/payments/payment-mail";
import { receiptPdf } from "@/lib/payments/receipt-pdf";
import { Appointment } from "@/models/Appointment";
import { DietChart } from "@/models/DietChart";
import { Measurement } from "@/models/Measurement";
import { PlanRequest } from "@/models/PlanRequest";
import { Programme } from "@/models/Programme";
import { clientById, type ClientLean } from "../../clients/data/client-by-id";
import { byPerson, measurementItem, saveMeasurement } from "../../clients/data/client-record";
import { programmesOfClient } from "../../programmes/data/enrolments";
import { consultationSettings } from "../../booking/data/consultations";
import { slotOf } from "../../booking/data/appointments";
import { paymentPageUrl } from "../../payments/data/payments";
import { currentProgramme, featuresOf, type AppFeature } from "../plan-features";
import {
  myMeasurementSchema,
  PROGRESS_TOOLS_MESSAGE,
  PROGRESS_TOOLS_ONLY,
  type MyAppointment,
  type MyOverview,
  type MyProgramme,
  type MyReceipt,
} from "../my-app-schema";
import { assertClient, type ClientSession } from "./client-session";
import type { MeasurementItem } from "@/lib/clients/client-schema";

/**
 * What the client's app shows her (issue 43), read for her session alone: her client record and
 * what it finds (by her addresses and numbers, as the owner's page of her does).
 */

const NONE = { _id: trusted({ $in: [] }) };
const iso = (date: Date | null | undefined) => (date ?? new Date(0)).toISOString();

/** Her current or next programme, else the latest; programmesOfClient gives them newest first. */
async function programmeOf(client: ClientLean, now: Date): Promise<MyProgramme | null> {
  const { programmes } = await programmesOfClient(client._id, now);
  const chosen = currentProgramme(programmes) ?? programmes[0];
  if (!chosen) return null;
  const item: Omit<typeof chosen, "clientId"> & { clientId?: string } = { ...chosen };
  delete item.clientId;
  const doc = await Programme.findById(chosen._id).select("renewal").lean();
  const renewal = doc?.renewal?.planRequestId
    ? await PlanRequest.findById(doc.renewal.planRequestId).select("payment").lean()
    : null;
  const reference = renewal?.payment?.reference;
  const unpaid = renewal && renewal.payment?.status !== "paid";
  return { ...item, ...(reference && unpaid ? { renewalPayUrl: paymentPageUrl(reference) } : {}) };
}

/** The features her current programme (or the owner) gives her. */
export function featuresOfClient(client: ClientLean, programme: MyProgramme | null): AppFeature[] {
  const current = programme && programme.state !== "ended" ? programme.plan : null;
  return featuresOf(current, client.grantedFeatures ?? []);
}

/** The features she has today: her current programme's plan's, with what the owner granted. */
export async function clientFeatures(client: ClientLean, now = new Date()): Promise<AppFeature[]> {
  const { programmes } = await programmesOfClient(client._id, now);
  return featuresOf(currentProgramme(programmes)?.plan ?? null, client.grantedFeatures ?? []);
}

async function appointmentsOf(client: ClientLean, now: Date): Promise<MyAppointment[]> {
  const docs = await Appointment.find(byPerson(client, true) ?? NONE).lean();
  const { meetingUrl } = await consultationSettings();
  const items = await Promise.all(
    docs.map(async (a): Promise<MyAppointment> => {
      const end = a.endsAt ?? new Date(`${a.date}T18:30:00Z`);
      const upcoming = a.status !== "cancelled" && end.getTime() > now.getTime();
      const links = upcoming ? await selfServiceLinks(slotOf(a)) : {};
      return {
        _id: String(a._id),
        date: a.date,
        ...(a.time ? { time: a.time } : {}),
        when: whenText({ date: a.date, time: a.time ?? undefined }),
        ...(a.typeName ? { typeName: a.typeName } : {}),
        ...(a.mode ? { mode: a.mode } : {}),
        status: a.status,
        upcoming,
        ...links,
        ...(upcoming && a.mode === "video" && meetingUrl ? { meetingUrl } : {}),
      };
    }),
  );
  const key = (a: MyAppointment) => `${a.date}T${a.time ?? "99:99"}`;
  return [
    ...items.filter((a) => a.upcoming).sort((a, b) => key(a).localeCompare(key(b))),
    ...items.filter((a) => !a.upcoming).sort((a, b) => key(b).localeCompare(key(a))),
  ];
}

type ReceiptFull = MyReceipt & { details: ReceiptDetails };

async function receiptsOf(client: ClientLean): Promise<ReceiptFull[]> {
  const filter = byPerson(client, true);
  if (!filter) return [];
  const paid = { ...filter, "payment.status": "paid" as const };
  const hasReceipt = (doc: { payment?: { receiptNumber?: string | null } | null }) =>
    Boolean(doc.payment?.receiptNumber);
  const [plans, visits] = await Promise.all([
    PlanRequest.find(paid)
      .select("plan duration price payment")
      .lean()
      .then((d) => d.filter(hasReceipt)),
    Appointment.find(paid)
      .select("typeName date time price payment")
      .lean()
      .then((d) => d.filter(hasReceipt)),
  ]);
  return [
    ...plans.map((p) => receipt(p.payment!, p.plan, p.duration, p.price)),
    ...visits.map((a) =>
      receipt(
        a.payment!,
        a.typeName ?? "Consultation",
        whenText({ date: a.date, time: a.time ?? undefined }),
        a.price ?? 0,
      ),
    ),
  ].sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}

type StoredPayment = {
  receiptNumber?: string | null;
  paidAt?: Date | null;
  utr?: string | null;
  reference?: string | null;
};

function receipt(
  payment: StoredPayment,
  item: string,
  detail: string,
  amount: number,
): ReceiptFull {
  const paidAt = payment.paidAt ?? new Date(0);
  return {
    number: payment.receiptNumber ?? "",
    item: `${item}, ${detail}`,
    amount,
    paidAt: paidAt.toISOString(),
    details: {
      number: payment.receiptNumber ?? "",
      paidAt,
      item,
      detail,
      amount,
      ...(payment.reference ? { reference: payment.reference } : {}),
      ...(payment.utr ? { utr: payment.utr } : {}),
    },
  };
}

/** GET /api/my/receipts/{number}: one receipt of hers as a PDF to keep; 404 for any other number. */
export async function myReceiptPdf(session: ClientSession, number: string): Promise<Buffer> {
  assertClient(session);
  const client = await clientById(session.clientId);
  const found = (await receiptsOf(client)).find((r) => r.number === number);
  if (!found) throw notFound("Receipt not found");
  return receiptPdf(found.details, practice, client.name);
}

async function dietChartOf(client: ClientLean) {
  const docs = await DietChart.find({ clientId: client._id })
    .select("version title createdAt")
    .sort({ version: -1 })
    .lean();
  const latest = docs[0];
  if (!latest) return null;
  return {
    current: latest.version,
    title: latest.title,
    createdAt: iso(latest.createdAt),
    versions: docs.map((d) => ({
      version: d.version,
      title: d.title,
      createdAt: iso(d.createdAt),
    })),
  };
}

/** Her intake link, for her latest booking or request whose questionnaire is still open. */
async function intakeUrlOf(client: ClientLean, appointments: MyAppointment[]) {
  const next = appointments.find((a) => a.upcoming);
  if (next) return intakeUrlFor({ collection: "appointments", id: next._id });
  if (appointments.length) return undefined; // her first visit is over: the answers are kept
  const filter = byPerson(client, true);
  const plan = filter
    ? await PlanRequest.findOne(filter).sort({ createdAt: -1 }).select("_id").lean()
    : null;
  return plan ? intakeUrlFor({ collection: "plans", id: String(plan._id) }) : undefined;
}

/** GET /api/my and the app's home: everything hers. */
export async function myOverview(session: ClientSession, now = new Date()): Promise<MyOverview> {
  assertClient(session);
  const client = await clientById(session.clientId);
  const [programme, appointments, receipts, dietChart, measurements] = await Promise.all([
    programmeOf(client, now),
    appointmentsOf(client, now),
    receiptsOf(client),
    dietChartOf(client),
    Measurement.find({ clientId: client._id }).sort({ date: 1, createdAt: 1 }).lean(),
  ]);
  const intakeUrl = await intakeUrlOf(client, appointments);
  return {
    client: {
      name: client.name,
      email: client.email ?? client.emails?.[0] ?? "",
      features: featuresOfClient(client, programme),
      ...(client.goalKg != null ? { goalKg: client.goalKg } : {}),
    },
    programme,
    dietChart,
    appointments,
    receipts: receipts.map(({ number, item, amount, paidAt }) => ({
      number,
      item,
      amount,
      paidAt,
    })),
    measurements: measurements.map(measurementItem),
    ...(intakeUrl ? { intakeUrl } : {}),
  };
}

/**
 * POST /api/my/measurements: her own weight (and, with the progress tools, her waist and hip),
 * marked as logged by her. 403 when her plan has no weight log.
 */
export async function logMyMeasurement(
  session: ClientSession,
  input: unknown,
  now = new Date(),
): Promise<MeasurementItem> {
  assertClient(session);
  const data = myMeasurementSchema.parse(input);
  const client = await clientById(session.clientId);
  const features = await clientFeatures(client, now);
  if (!features.includes("weightLog"))
    throw forbidden("Logging your weight comes with a programme. Please ask your dietician.");
  if (!features.includes("progressTools")) {
    const extra = PROGRESS_TOOLS_ONLY.filter((field) => data[field] !== undefined);
    if (extra.length)
      throw badRequest(
        PROGRESS_TOOLS_MESSAGE,
        Object.fromEntries(extra.map((field) => [field, [PROGRESS_TOOLS_MESSAGE]])),
      );
  }
  return saveMeasurement(client, data, "client");
}

/** Her progress screen: her measurements (oldest first), her goal and what she may log. */
export async function myProgress(session: ClientSession, now = new Date()) {
  assertClient(session);
  const client = await clientById(session.clientId);
  const [programme, measurements] = await Promise.all([
    programmeOf(client, now),
    Measurement.find({ clientId: client._id }).sort({ date: 1, createdAt: 1 }).lean(),
  ]);
  return {
    name: client.name,
    ...(client.goalKg != null ? { goalKg: client.goalKg } : {}),
    features: featuresOfClient(client, programme),
    measurements: measurements.map(measurementItem),
  };
}
