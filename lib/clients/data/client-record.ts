import "server-only";
import { trusted, Types } from "mongoose";
import { calculateBmi } from "@/lib/clients/bmi";
import { emailMatcher, phoneMatcher } from "@/lib/clients/person-keys";
import { whenText } from "@/lib/mail/mail-texts";
import { formatRupees } from "@/lib/payments/upi";
import type { ClientRecord, MeasurementItem, TimelineEntry } from "@/lib/clients/client-schema";
import { clientProfileSchema, measurementSchema } from "@/lib/clients/measurement-schema";
import { Appointment } from "@/models/Appointment";
import { Client } from "@/models/Client";
import { Contact } from "@/models/Contact";
import { DietChart } from "@/models/DietChart";
import { Intake } from "@/models/Intake";
import { Measurement, type MeasurementDoc } from "@/models/Measurement";
import { Outbox } from "@/models/Outbox";
import { PlanRequest } from "@/models/PlanRequest";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { syncClients } from "./clients";
import { clientById, type ClientLean } from "./client-by-id";
import { intakeViewOf } from "./intakes";
import { programmesOfClient } from "../../programmes/data/enrolments";

/**
 * A client's page (issue 30): the profile, the latest intake answers, the measurements of their
 * visits and one history of everything about them, newest first: messages, plan requests,
 * appointments with their statuses, payments and receipts, the owner's notes, the emails sent,
 * the intake answers and the measurements. Their records are found by every address and number
 * the client record holds, as the data-requests screen finds a person.
 */

/** How many emails the history shows (a client of years has hundreds: reminders, receipts). */
const EMAILS_SHOWN = 100;

/** Filters for their submissions: any of their addresses (any case) or numbers. */
export function byPerson(client: ClientLean, withPhone: boolean) {
  const or = [
    ...(client.emails ?? []).map((email) => ({ email: emailMatcher(email) })),
    ...(withPhone ? (client.phones ?? []) : []).map((phone) => ({ phone: phoneMatcher(phone) })),
  ];
  return or.length ? { $or: or } : null;
}

const iso = (date: Date | null | undefined) => (date ?? new Date(0)).toISOString();

export const measurementItem = (
  doc: MeasurementDoc & { _id: Types.ObjectId },
): MeasurementItem => ({
  _id: String(doc._id),
  date: doc.date,
  weightKg: doc.weightKg,
  ...(doc.bmi != null ? { bmi: doc.bmi } : {}),
  ...(doc.waistCm != null ? { waistCm: doc.waistCm } : {}),
  ...(doc.hipCm != null ? { hipCm: doc.hipCm } : {}),
  ...(doc.bodyFatPct != null ? { bodyFatPct: doc.bodyFatPct } : {}),
  ...(doc.bp ? { bp: doc.bp } : {}),
  ...(doc.note ? { note: doc.note } : {}),
  ...(doc.loggedBy === "client" ? { loggedBy: "client" as const } : {}),
});

type Notes = { notes?: { text: string; at?: Date | null }[] | null };

const notesOf = (doc: Notes, href: string): TimelineEntry[] =>
  (doc.notes ?? []).map((note) => ({
    kind: "note",
    at: iso(note.at),
    title: "Note",
    detail: note.text,
    href,
  }));

/** Admin only. Everything the client's page shows (GET /api/admin/clients/{id}). */
export async function getClientRecord(session: AdminSession, id: string): Promise<ClientRecord> {
  assertAdmin(session);
  await syncClients();
  const client = await clientById(id);
  const withPhone = byPerson(client, true);
  const emailOnly = byPerson(client, false);
  const none = { _id: trusted({ $in: [] }) };
  const [plans, appointments, contacts, intakes, measurements, emails] = await Promise.all([
    PlanRequest.find(withPhone ?? none).lean(),
    Appointment.find(withPhone ?? none).lean(),
    Contact.find(emailOnly ?? none).lean(),
    Intake.find(withPhone ?? none)
      .sort({ updatedAt: -1 })
      .lean(),
    Measurement.find({ clientId: client._id }).sort({ date: 1, createdAt: 1 }).lean(),
    (client.emails ?? []).length
      ? Outbox.find({
          to: trusted({ $in: (client.emails ?? []).map(emailMatcher) }),
          status: "sent",
        })
          .select("subject sentAt createdAt")
          .sort({ createdAt: -1 })
          .limit(EMAILS_SHOWN)
          .lean()
      : [],
  ]);
  const timeline: TimelineEntry[] = [
    ...contacts.flatMap((c) => {
      const href = `/admin-contacts/${String(c._id)}`;
      return [
        {
          kind: "message" as const,
          at: iso(c.createdAt),
          title: "Message",
          detail: c.subject,
          href,
        },
        ...notesOf(c, href),
      ];
    }),
    ...plans.flatMap((p) => {
      const href = `/admin-plan/${String(p._id)}`;
      const payment = p.payment;
      return [
        {
          kind: "plan request" as const,
          at: iso(p.createdAt),
          title: `Plan request: ${p.plan}, ${p.duration} (${formatRupees(p.price)})`,
          detail: `Status: ${p.status}`,
          href,
        },
        ...(payment?.utrAt
          ? [
              {
                kind: "payment" as const,
                at: iso(payment.utrAt),
                title: `UTR sent: ${payment.utr}`,
                href,
              },
            ]
          : []),
        ...(payment?.paidAt
          ? [
              {
                kind: "payment" as const,
                at: iso(payment.paidAt),
                title: `Paid ${formatRupees(p.price)}${payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ""}`,
                href,
              },
            ]
          : []),
        ...notesOf(p, href),
      ];
    }),
    ...appointments.flatMap((a) => {
      const href = `/admin-appointments/${String(a._id)}`;
      return [
        {
          kind: "appointment" as const,
          at: iso(a.createdAt),
          title: `Appointment for ${whenText({ date: a.date, time: a.time ?? undefined })}`,
          detail: `${a.disease} · status: ${a.status}`,
          href,
        },
        ...notesOf(a, href),
      ];
    }),
    ...emails.map((mail) => ({
      kind: "email" as const,
      at: iso(mail.sentAt ?? mail.createdAt),
      title: `Email sent: ${mail.subject}`,
    })),
    ...intakes.map((intake) => ({
      kind: "intake" as const,
      at: iso(intake.updatedAt),
      title: `Intake answers: ${intake.heightCm} cm, ${intake.weightKg} kg, BMI ${intake.bmi.toFixed(2)}`,
    })),
    ...measurements.map((m) => ({
      kind: "measurement" as const,
      at: `${m.date}T12:00:00.000Z`,
      title: `Measured ${m.weightKg} kg${m.waistCm != null ? `, waist ${m.waistCm} cm` : ""}`,
      ...(m.note ? { detail: m.note } : {}),
    })),
  ];
  const latest = intakes[0];
  const { programmes, planRequestIds: inProgramme } = await programmesOfClient(client._id);
  for (const p of programmes)
    timeline.push({
      kind: "programme",
      at: `${p.startDate}T12:00:00.000Z`,
      title: `Programme: ${p.plan}, ${p.duration}, until ${p.endDate}`,
      detail: `${p.followUpsUsed} of ${p.followUpsIncluded} follow-up visits booked${p.renewals ? ` · renewed ${p.renewals}×` : ""}`,
    });
  const charts = await DietChart.find({ clientId: client._id })
    .select("version title createdAt")
    .lean();
  for (const chart of charts)
    timeline.push({
      kind: "diet chart",
      at: iso(chart.createdAt),
      title: `Diet chart v${chart.version}: ${chart.title}`,
    });
  timeline.sort((a, b) => b.at.localeCompare(a.at));
  const intakeFor = [
    ...appointments.map((a) => ({
      collection: "appointments" as const,
      id: String(a._id),
      at: a.createdAt,
      title: `the appointment for ${whenText({ date: a.date, time: a.time ?? undefined })}`,
    })),
    ...plans.map((p) => ({
      collection: "plans" as const,
      id: String(p._id),
      at: p.createdAt,
      title: `the plan request for the ${p.plan}, ${p.duration}`,
    })),
  ].sort((a, b) => iso(b.at).localeCompare(iso(a.at)))[0];
  return {
    client: {
      _id: String(client._id),
      name: client.name,
      email: client.email ?? "",
      phone: client.phone ?? "",
      emails: client.emails ?? [],
      phones: client.phones ?? [],
      lastActivityAt: iso(client.lastActivityAt),
      firstSeenAt: iso(client.firstSeenAt),
      ...(latest ? { bmi: latest.bmi } : {}),
      ...(latest?.goal ? { goal: latest.goal } : {}),
    },
    intake: latest ? intakeViewOf(latest) : null,
    programmes,
    planRequests: plans
      .sort((a, b) => iso(b.createdAt).localeCompare(iso(a.createdAt)))
      .map((p) => ({
        _id: String(p._id),
        plan: p.plan,
        duration: p.duration,
        createdAt: iso(p.createdAt),
        paid: p.payment?.status === "paid",
        inProgramme: inProgramme.has(String(p._id)),
      })),
    measurements: measurements.map(measurementItem),
    ...(client.goalKg != null ? { goalKg: client.goalKg } : {}),
    ...(intakeFor
      ? {
          intakeFor: {
            collection: intakeFor.collection,
            id: intakeFor.id,
            title: intakeFor.title,
          },
        }
      : {}),
    timeline,
  };
}

/** Admin only. Records a measurement of the client (POST /api/admin/clients/{id}/measurements). */
export async function addMeasurement(
  session: AdminSession,
  id: string,
  input: unknown,
): Promise<MeasurementItem> {
  assertAdmin(session);
  const data = measurementSchema.parse(input);
  return saveMeasurement(await clientById(id), data, "owner");
}

/**
 * Stores a measurement of `client` (checked by the caller: the owner's or her own, in her app);
 * the BMI comes from the height of their latest intake answers, when there are any.
 */
export async function saveMeasurement(
  client: ClientLean,
  data: Partial<Record<keyof MeasurementDoc, unknown>> & { weightKg: number },
  loggedBy: "owner" | "client",
): Promise<MeasurementItem> {
  const withPhone = byPerson(client, true);
  const latest = withPhone
    ? await Intake.findOne(withPhone).sort({ updatedAt: -1 }).select("heightCm").lean()
    : null;
  const bmi = latest ? calculateBmi(String(data.weightKg), String(latest.heightCm)) : null;
  await Client.updateOne({ _id: client._id }, { $max: { lastActivityAt: new Date() } });
  const doc = await Measurement.create({
    clientId: client._id,
    ...Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
    ...(bmi?.ok ? { bmi: Number(bmi.bmi) } : {}),
    ...(loggedBy === "client" ? { loggedBy } : {}),
  });
  return measurementItem(doc.toObject());
}

/**
 * Admin only. Changes the client's name or goal weight (PATCH /api/admin/clients/{id}); an empty
 * goal clears it. Answers the profile's new values.
 */
export async function updateClientProfile(
  session: AdminSession,
  id: string,
  input: unknown,
): Promise<{ name: string; goalKg: number | null }> {
  assertAdmin(session);
  const data = clientProfileSchema.parse(input);
  const client = await clientById(id);
  const update = {
    ...(data.name || data.goalKg != null
      ? {
          $set: {
            ...(data.name ? { name: data.name, nameByOwner: true } : {}),
            ...(data.goalKg != null ? { goalKg: data.goalKg } : {}),
          },
        }
      : {}),
    ...(data.goalKg === null ? { $unset: { goalKg: 1 } } : {}),
  };
  if (Object.keys(update).length) await Client.updateOne({ _id: client._id }, update);
  const goalKg = data.goalKg === undefined ? (client.goalKg ?? null) : data.goalKg;
  return { name: data.name ?? client.name, goalKg };
}

/** The measurements of these clients (export and erasure). */
export const measurementsOf = (clientIds: Types.ObjectId[]) => ({
  clientId: trusted({ $in: clientIds }),
});
