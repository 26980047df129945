import "server-only";
import { csvDateTime } from "@/lib/server/api/csv";
import { trusted, Types, type QueryFilter } from "mongoose";
import { badRequest, conflict, notFound } from "@/lib/server/api/api-errors";
import {
  personQuerySchema,
  type ErasureCounts,
  type PersonQuery,
  type PersonRecord,
  type PersonRecords,
} from "@/lib/privacy/people-schema";
import { Appointment } from "@/models/Appointment";
import { Contact } from "@/models/Contact";
import { Client } from "@/models/Client";
import { ClientMessage } from "@/models/ClientMessage";
import { ClientSignIn } from "@/models/ClientSignIn";
import { Measurement } from "@/models/Measurement";
import { Programme } from "@/models/Programme";
import { DeletionRequest } from "@/models/DeletionRequest";
import { DietChart } from "@/models/DietChart";
import { Intake } from "@/models/Intake";
import { Outbox, type OutboxDoc } from "@/models/Outbox";
import { PlanRequest } from "@/models/PlanRequest";
import { ProgressPhoto } from "@/models/ProgressPhoto";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { deletionRequestMailKey } from "./deletion-requests";
import { eraseAll, logErasure, purgeErasedCopies } from "./erasures";
import { emailMatcher, phoneMatcher } from "@/lib/clients/person-keys";
import { measurementsOf } from "../../clients/data/client-record";
import { programmesOf } from "../../programmes/data/enrolments";
import { clientFilter } from "../../clients/data/clients";
import { chartFileBytes, chartFileIds, chartsOf, deleteChartFiles } from "../../diet-charts/data";
import { deleteReports, reportBytes } from "../../clients/data/intakes";
import { deleteMessageFiles, messageFileBytes } from "../../client-messages/data/message-files";
import { messageFileIds, messagesOf } from "../../client-messages/data/message-records";
import {
  deleteProgressPhotoFiles,
  progressPhotoBytes,
  progressPhotoFileIds,
  progressPhotosOf,
} from "../../client-app/data/progress-photos";
import { isObjectIdText } from "../../server/serialize";
import {
  clientSubscriptionRecords,
  dropClientSubscriptions,
} from "../../push/data/client-push-subscriptions";

/**
 * One person's records across the collections (DPDP Act 2023: access and erasure), for the
 * owner alone. A person is whoever a record names by the email address (case-insensitive, exact)
 * or the phone number (the last ten digits) the owner gives; a record matching either is theirs.
 */

function submissionFilter(query: PersonQuery, withPhone: boolean): QueryFilter<unknown> | null {
  const or: Record<string, RegExp>[] = [];
  if (query.email) or.push({ email: emailMatcher(query.email) });
  if (query.phone && withPhone) or.push({ phone: phoneMatcher(query.phone) });
  return or.length ? { $or: or } : null;
}

type Matches = {
  plans: Types.ObjectId[];
  appointments: Types.ObjectId[];
  contacts: Types.ObjectId[];
  deletionRequests: Types.ObjectId[];
  intakes: Types.ObjectId[];
  clients: Types.ObjectId[];
};

const idsOf = async (
  model: { find(filter: object): { select(s: string): { lean(): Promise<unknown> } } },
  filter: object | null,
) =>
  filter
    ? ((await model.find(filter).select("_id").lean()) as { _id: Types.ObjectId }[]).map(
        (d) => d._id,
      )
    : [];

async function matchPerson(query: PersonQuery): Promise<Matches> {
  await connectDb();
  const [plans, appointments, contacts, deletionRequests, intakes] = await Promise.all([
    idsOf(PlanRequest, submissionFilter(query, true)),
    idsOf(Appointment, submissionFilter(query, true)),
    idsOf(Contact, submissionFilter(query, false)),
    idsOf(DeletionRequest, query.email ? { email: emailMatcher(query.email) } : null),
    idsOf(Intake, submissionFilter(query, true)),
  ]);
  // an intake is theirs too when it answers one of their bookings or plan requests
  const sources = [...plans, ...appointments];
  const bySource = sources.length
    ? await idsOf(Intake, { "source.id": trusted({ $in: sources }) })
    : [];
  const allIntakes = [...new Map([...intakes, ...bySource].map((id) => [String(id), id])).values()];
  const clients = await idsOf(Client, clientFilter(query.email, query.phone));
  return { plans, appointments, contacts, deletionRequests, intakes: allIntakes, clients };
}

const byIds = (ids: Types.ObjectId[]) => ({ _id: trusted({ $in: ids }) });

/** Mail to the address, about the person's submissions, or telling the owner of their requests. */
function mailFilter(query: PersonQuery, found: Matches): QueryFilter<OutboxDoc> {
  const about = [...found.plans, ...found.appointments, ...found.contacts];
  const keys = found.deletionRequests.map((id) => deletionRequestMailKey(String(id)));
  return {
    $or: [
      ...(query.email
        ? [{ to: emailMatcher(query.email) }, { replyTo: emailMatcher(query.email) }]
        : []),
      { "ref.id": trusted({ $in: about }) },
      { onceKey: trusted({ $in: keys }) },
    ],
  };
}

/** A stored document as JSON: ids as text, dates as ISO strings, Mongoose's `__v` left out. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Types.ObjectId) return value.toHexString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "__v")
        .map(([key, v]) => [key, plain(v)]),
    );
  }
  return value;
}

/**
 * Internals: the outbox's delivery mirror (`mail`), the slot key (the date and time say it) and
 * the follow-up's write counter.
 */
const INTERNAL = ["mail", "slotKey", "revision"];
const toRecord = (doc: object) =>
  plain(
    Object.fromEntries(Object.entries(doc).filter(([key]) => !INTERNAL.includes(key))),
  ) as PersonRecord;

/** What a stored email says about the person; its body and the transport's state are left out. */
const MAIL_FIELDS = [
  "_id",
  "kind",
  "audience",
  "to",
  "subject",
  "status",
  "createdAt",
  "sentAt",
  "ref",
];
// picked here (jongodb, the embedded server before the store, ignored a query's projection)
const toMailRecord = (doc: object) =>
  plain(
    Object.fromEntries(Object.entries(doc).filter(([key]) => MAIL_FIELDS.includes(key))),
  ) as PersonRecord;

/**
 * Admin only. Every record of the person: each submission with every stored field but the
 * outbox's delivery mirror (`mail`) and the slot key (the date and time say it); the mail sent
 * to them or about them (kind, subject, status, dates; not the transport's internals); their
 * open deletion requests. With `reportContents`, each attached report's, uploaded diet chart's,
 * message attachment's and progress photo's bytes too (base64), for the JSON download.
 */
export async function findPerson(
  session: AdminSession,
  input: unknown,
  { reportContents = false }: { reportContents?: boolean } = {},
): Promise<{ query: PersonQuery; records: PersonRecords }> {
  assertAdmin(session);
  const query = personQuerySchema.parse(input);
  const found = await matchPerson(query);
  const newest = { createdAt: -1 as const, _id: -1 as const };
  const [
    plans,
    appointments,
    contacts,
    mail,
    deletionRequests,
    intakes,
    clients,
    measurements,
    programmes,
    dietCharts,
    clientMessages,
    progressPhotos,
    pushSubscriptions,
  ] = await Promise.all([
    PlanRequest.find(byIds(found.plans)).sort(newest).lean(),
    Appointment.find(byIds(found.appointments)).sort(newest).lean(),
    Contact.find(byIds(found.contacts)).sort(newest).lean(),
    Outbox.find(mailFilter(query, found)).sort(newest).lean(),
    DeletionRequest.find(byIds(found.deletionRequests)).sort(newest).lean(),
    Intake.find(byIds(found.intakes)).sort(newest).lean(),
    Client.find(byIds(found.clients)).sort(newest).lean(),
    Measurement.find(measurementsOf(found.clients)).sort(newest).lean(),
    Programme.find(programmesOf(found.clients)).sort(newest).lean(),
    DietChart.find(chartsOf(found.clients)).sort(newest).lean(),
    ClientMessage.find(messagesOf(found.clients)).sort(newest).lean(),
    ProgressPhoto.find(progressPhotosOf(found.clients)).sort(newest).lean(),
    clientSubscriptionRecords(found.clients),
  ]);
  return {
    query,
    records: {
      plans: plans.map(toRecord),
      appointments: appointments.map(toRecord),
      contacts: contacts.map(toRecord),
      mail: mail.map(toMailRecord),
      deletionRequests: deletionRequests.map(toRecord),
      intakes: await Promise.all(
        intakes.map(async (intake) => {
          const record = toRecord(intake);
          if (!reportContents || !intake.report) return record;
          const bytes = await reportBytes(intake.report.fileId);
          return {
            ...record,
            report: {
              ...(record.report as object),
              contentBase64: bytes?.toString("base64") ?? null,
            },
          };
        }),
      ),
      clients: clients.map(toRecord),
      measurements: measurements.map(toRecord),
      programmes: programmes.map(toRecord),
      dietCharts: await Promise.all(
        dietCharts.map(async (chart) => {
          const record = toRecord(chart);
          if (!reportContents || !chart.pdf) return record;
          const bytes = await chartFileBytes(chart.pdf.fileId);
          return {
            ...record,
            pdf: { ...(record.pdf as object), contentBase64: bytes?.toString("base64") ?? null },
          };
        }),
      ),
      clientMessages: await Promise.all(
        clientMessages.map(async (message) => {
          const record = toRecord(message);
          if (!reportContents || !message.attachments?.length) return record;
          const attachments = await Promise.all(
            message.attachments.map(async (file, i) => {
              const bytes = await messageFileBytes(file.fileId);
              const stored = (record.attachments as object[])[i];
              return { ...stored, contentBase64: bytes?.toString("base64") ?? null };
            }),
          );
          return { ...record, attachments };
        }),
      ),
      progressPhotos: await Promise.all(
        progressPhotos.map(async (photo) => {
          const record = toRecord(photo);
          if (!reportContents) return record;
          const bytes = await progressPhotoBytes(photo.fileId);
          return { ...record, contentBase64: bytes?.toString("base64") ?? null };
        }),
      ),
      pushSubscriptions: pushSubscriptions.map(toRecord),
    },
  };
}

/**
 * Admin only. Deletes every record of the person: their submissions (with the consent records
 * embedded in them; a deleted appointment frees its slot), the mail to them or about them,
 * queued or sent, and their deletion requests. Given `requestId` (the erasure answers that
 * deletion request), that request is kept as handled, without the address. The erasure log
 * gets the counts and who asked, never the address. Answers the counts once the data directory
 * keeps no older copy of them either (purgeErasedCopies).
 */
export async function erasePerson(
  session: AdminSession,
  input: unknown,
  requestId?: string,
  now: Date = new Date(),
): Promise<ErasureCounts> {
  assertAdmin(session);
  const query = personQuerySchema.parse(input);
  await connectDb();
  const request = requestId ? await openRequest(requestId, query) : undefined;
  const found = await matchPerson(query);
  // the mail is found before the submissions it refers to are gone
  const mailIds = (await Outbox.find(mailFilter(query, found)).select("_id").lean()).map(
    (m) => m._id,
  );
  const others = found.deletionRequests.filter((id) => !request?.equals(id));
  const reports = (await Intake.find(byIds(found.intakes)).select("report").lean()).flatMap(
    (intake) => (intake.report ? [intake.report.fileId] : []),
  );
  await deleteReports(reports);
  await deleteChartFiles(await chartFileIds(chartsOf(found.clients)));
  await deleteMessageFiles(await messageFileIds(messagesOf(found.clients)));
  await deleteProgressPhotoFiles(await progressPhotoFileIds(progressPhotosOf(found.clients)));
  // their app's one-time sign-ins (gone within a day anyway; not counted, not exported)
  await ClientSignIn.deleteMany({ clientId: trusted({ $in: found.clients }) });
  // and the phones her alerts went to (not counted, like the sign-ins)
  await dropClientSubscriptions(found.clients);
  const counts = await eraseAll({
    plans: PlanRequest.deleteMany(byIds(found.plans)),
    appointments: Appointment.deleteMany(byIds(found.appointments)),
    contacts: Contact.deleteMany(byIds(found.contacts)),
    outbox: Outbox.deleteMany(byIds(mailIds)),
    deletionRequests: DeletionRequest.deleteMany(byIds(others)),
    intakes: Intake.deleteMany(byIds(found.intakes)),
    clients: Client.deleteMany(byIds(found.clients)),
    measurements: Measurement.deleteMany(measurementsOf(found.clients)),
    programmes: Programme.deleteMany(programmesOf(found.clients)),
    dietCharts: DietChart.deleteMany(chartsOf(found.clients)),
    clientMessages: ClientMessage.deleteMany(messagesOf(found.clients)),
    progressPhotos: ProgressPhoto.deleteMany(progressPhotosOf(found.clients)),
  });
  if (request) {
    await DeletionRequest.updateOne(
      { _id: request, status: "open" },
      { $set: { status: "handled", handledAt: now }, $unset: { email: 1 } },
    );
  }
  await logErasure(request ? "deletion-request" : "owner", counts, request);
  await purgeErasedCopies();
  return counts;
}

/** The open deletion request an erasure answers; it must be for the address being erased. */
async function openRequest(id: string, query: PersonQuery): Promise<Types.ObjectId> {
  if (!isObjectIdText(id)) throw notFound("Deletion request not found");
  const request = await DeletionRequest.findById(id).select("email status").lean();
  if (!request) throw notFound("Deletion request not found");
  if (request.status !== "open") throw conflict("This deletion request has been handled already");
  if (!query.email || request.email !== query.email.toLowerCase()) {
    throw badRequest("This deletion request is for another email address", {
      email: ["Search by the address of the deletion request"],
    });
  }
  return request._id;
}

/** One row of the CSV export: any record of the person, with the collection it is from. */
export type PersonRow = { collection: string; record: PersonRecord };

const COLLECTIONS: [keyof PersonRecords, string][] = [
  ["plans", "plans"],
  ["appointments", "appointments"],
  ["contacts", "contacts"],
  ["mail", "outbox"],
  ["deletionRequests", "deletionrequests"],
  ["intakes", "intakes"],
  ["clients", "clients"],
  ["measurements", "measurements"],
  ["programmes", "programmes"],
  ["dietCharts", "dietcharts"],
  ["clientMessages", "clientmessages"],
  ["progressPhotos", "progressphotos"],
  ["pushSubscriptions", "pushsubscriptions"],
];

export const personRows = (records: PersonRecords): PersonRow[] =>
  COLLECTIONS.flatMap(([key, collection]) =>
    records[key].map((record) => ({ collection, record })),
  );

const text = (value: unknown) =>
  value === undefined || value === null
    ? ""
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

const SHOWN = new Set(["_id", "createdAt", "name", "email", "phone", "to"]);

export const PERSON_CSV_COLUMNS = [
  { header: "Collection", value: (r: PersonRow) => r.collection },
  { header: "ID", value: (r: PersonRow) => r.record._id },
  { header: "Created at (IST)", value: (r: PersonRow) => csvDateTime(r.record.createdAt) },
  { header: "Name", value: (r: PersonRow) => text(r.record.name) },
  { header: "Email", value: (r: PersonRow) => text(r.record.email ?? r.record.to) },
  { header: "Phone", value: (r: PersonRow) => text(r.record.phone) },
  {
    header: "Details",
    value: (r: PersonRow) =>
      Object.entries(r.record)
        .filter(([key]) => !SHOWN.has(key))
        .map(([key, value]) => `${key}: ${text(value)}`)
        .join("; "),
  },
];
