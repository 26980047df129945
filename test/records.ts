import type { Model, QueryFilter, Types, UpdateQuery } from "mongoose";
import { connectDb } from "@/lib/server/db";
import {
  Admin,
  Appointment,
  AppointmentType,
  Blog,
  Client,
  ClientMessage,
  ClientSignIn,
  ClosedDate,
  ConsultationSettings,
  Contact,
  DeletionRequest,
  DietChart,
  Erasure,
  Intake,
  Measurement,
  MessageTemplate,
  Outbox,
  PlanRequest,
  Programme,
  ProgressPhoto,
  PushSubscription,
  RateLimit,
  Receipt,
  SpecialOffer,
  TimeBlock,
} from "@/models";

/**
 * Stored records, for tests that prepare or inspect what no API shows (a reminder due an hour
 * ago, the delivery state of an email, that a spam submission stored nothing). Test support is
 * the one place outside the data modules that touches models; the code under test never does.
 */
const MODELS = {
  admins: Admin,
  appointments: Appointment,
  appointmentTypes: AppointmentType,
  blogs: Blog,
  clients: Client,
  clientMessages: ClientMessage,
  clientSignIns: ClientSignIn,
  closedDates: ClosedDate,
  consultationSettings: ConsultationSettings,
  contacts: Contact,
  deletionRequests: DeletionRequest,
  dietCharts: DietChart,
  erasures: Erasure,
  intakes: Intake,
  measurements: Measurement,
  messageTemplates: MessageTemplate,
  outbox: Outbox,
  plans: PlanRequest,
  programmes: Programme,
  progressPhotos: ProgressPhoto,
  pushSubscriptions: PushSubscription,
  rateLimits: RateLimit,
  receipts: Receipt,
  specialOffers: SpecialOffer,
  timeBlocks: TimeBlock,
};

type Name = keyof typeof MODELS;
type DocOf<N extends Name> = (typeof MODELS)[N] extends Model<infer D> ? D : never;
export type StoredRecord<N extends Name> = DocOf<N> & { _id: Types.ObjectId };

async function model<N extends Name>(name: N): Promise<Model<DocOf<N>>> {
  await connectDb();
  return MODELS[name] as unknown as Model<DocOf<N>>;
}

export async function clearRecords(...names: Name[]): Promise<void> {
  await Promise.all(names.map(async (name) => (await model(name)).deleteMany({})));
}

export async function findRecords<N extends Name>(
  name: N,
  filter: QueryFilter<DocOf<N>> = {},
): Promise<StoredRecord<N>[]> {
  return (await model(name)).find(filter).sort({ _id: 1 }).lean<StoredRecord<N>[]>();
}

export async function findRecord<N extends Name>(
  name: N,
  filter: QueryFilter<DocOf<N>> = {},
): Promise<StoredRecord<N> | null> {
  return (await model(name)).findOne(filter).lean<StoredRecord<N>>();
}

export async function countRecords<N extends Name>(
  name: N,
  filter: QueryFilter<DocOf<N>> = {},
): Promise<number> {
  return (await model(name)).countDocuments(filter);
}

/** Stores a record through its schema (defaults, timestamps, validation). */
export async function insertRecord<N extends Name>(
  name: N,
  doc: Partial<DocOf<N>> & Record<string, unknown>,
): Promise<StoredRecord<N>> {
  const created = await (await model(name)).create(doc);
  return created.toObject() as StoredRecord<N>;
}

/** Stores many records at once, as given (their own `createdAt`, no timestamps added). */
export async function insertRecords<N extends Name>(
  name: N,
  docs: (Partial<DocOf<N>> & Record<string, unknown>)[],
): Promise<void> {
  await (await model(name)).insertMany(docs, { timestamps: false } as never);
}

export async function updateRecords<N extends Name>(
  name: N,
  filter: QueryFilter<DocOf<N>>,
  update: UpdateQuery<DocOf<N>>,
): Promise<void> {
  await (await model(name)).updateMany(filter, update);
}
