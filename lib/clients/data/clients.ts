import "server-only";
import { csvDateTime } from "@/lib/server/api/csv";
import { trusted, Types } from "mongoose";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { emailKey, emailMatcher, phoneKey, phoneMatcher } from "@/lib/clients/person-keys";
import type { ClientItem } from "@/lib/clients/client-schema";
import { Appointment } from "@/models/Appointment";
import { Client, type ClientDoc } from "@/models/Client";
import { Contact } from "@/models/Contact";
import { Intake } from "@/models/Intake";
import { Marker } from "@/models/Marker";
import { PlanRequest } from "@/models/PlanRequest";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { normaliseQuery, searchFilter, type ListQuery, type Page } from "../../server/api/paging";

/**
 * The practice's clients: one record per person across their messages, plan requests and
 * bookings, recognised by any address or phone number they used (lib/clients/person-keys.ts).
 * Kept up to date incrementally (`syncClients`): each pass reads the submissions created since
 * the last one (a minute of overlap, as records from several instances arrive slightly out of
 * order; reading one twice changes nothing) and files each under its person.
 */

type Submission = {
  _id: Types.ObjectId;
  name: string;
  email?: string | null;
  phone?: string | null;
  createdAt: Date;
};

const SOURCES = [
  ["plans", PlanRequest],
  ["appointments", Appointment],
  ["contacts", Contact],
] as const;
const OVERLAP_MS = 60_000;

/**
 * Files one submission under its person: the client it matches, or a new one. An erasure may
 * delete the submission between this pass's read and its write: a client made from it then is
 * deleted again (`stillThere` is asked after the write), so no record of an erased person stays.
 */
async function fileSubmission(
  submission: Submission,
  stillThere: () => Promise<boolean>,
): Promise<void> {
  const email = emailKey(submission.email);
  const phone = phoneKey(submission.phone);
  const keys = [...(email ? [{ emails: email }] : []), ...(phone ? [{ phones: phone }] : [])];
  if (keys.length === 0) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    const matches = await Client.find({ $or: keys }).sort({ firstSeenAt: 1 }).lean();
    const [client, ...others] = matches;
    if (!client) {
      try {
        const created = await Client.create({
          name: submission.name,
          ...(email ? { emails: [email] } : {}),
          ...(phone ? { phones: [phone] } : {}),
          email: submission.email ?? undefined,
          phone: submission.phone ?? undefined,
          firstSeenAt: submission.createdAt,
          lastActivityAt: submission.createdAt,
        });
        if (!(await stillThere())) await Client.deleteOne({ _id: created._id });
        return;
      } catch (error) {
        if (isDuplicateKey(error)) continue; // another pass filed this person meanwhile
        throw error;
      }
    }
    // a key another client holds stays theirs: two records of one person are merged by the owner
    const taken = (key: "emails" | "phones", value: string | undefined) =>
      !value || others.some((other) => (other[key] ?? []).includes(value));
    const newer = submission.createdAt >= client.lastActivityAt;
    const keysToAdd = {
      ...(taken("emails", email) ? {} : { emails: email }),
      ...(taken("phones", phone) ? {} : { phones: phone }),
    };
    await Client.updateOne(
      { _id: client._id },
      {
        // MongoDB refuses an empty operator
        ...(Object.keys(keysToAdd).length ? { $addToSet: keysToAdd } : {}),
        $max: { lastActivityAt: submission.createdAt },
        $min: { firstSeenAt: submission.createdAt },
        ...(newer
          ? {
              $set: {
                ...(client.nameByOwner ? {} : { name: submission.name }),
                ...(submission.email ? { email: submission.email } : {}),
                ...(submission.phone ? { phone: submission.phone } : {}),
              },
            }
          : {}),
      },
    );
    return;
  }
}

const SELECT = "name email phone createdAt";

/**
 * Files the submissions created since the last pass (see the top), at most `limit` new ones of
 * each kind: the first pass over years of records runs in the background work, a few thousand
 * at a time, and an admin page never waits for more than a moment of it. Returns how many it read.
 */
export async function syncClients({ limit = 500 }: { limit?: number } = {}): Promise<number> {
  await connectDb();
  let read = 0;
  for (const [collection, model] of SOURCES) {
    const markId = `clients-synced:${collection}`;
    const mark = (await Marker.findById(markId).lean())?.at ?? null;
    const find = model as unknown as typeof Contact;
    // what arrived late, just behind the mark, then what is new
    const late = mark
      ? await find
          .find({ createdAt: trusted({ $gte: new Date(mark.getTime() - OVERLAP_MS), $lte: mark }) })
          .select(SELECT)
          .lean()
      : [];
    const fresh = await find
      .find(mark ? { createdAt: trusted({ $gt: mark }) } : {})
      .select(SELECT)
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean();
    for (const submission of [...late, ...fresh] as unknown as Submission[])
      await fileSubmission(submission, async () =>
        Boolean(await find.exists({ _id: submission._id })),
      );
    read += late.length + fresh.length;
    const latest = fresh.at(-1)?.createdAt;
    if (latest) await Marker.updateOne({ _id: markId }, { $set: { at: latest } }, { upsert: true });
  }
  return read;
}

const toItem = (
  doc: ClientDoc & { _id: Types.ObjectId },
  intake?: { bmi: number; goal?: string | null },
): ClientItem => ({
  _id: String(doc._id),
  name: doc.name,
  email: doc.email ?? "",
  phone: doc.phone ?? "",
  lastActivityAt: doc.lastActivityAt.toISOString(),
  firstSeenAt: doc.firstSeenAt.toISOString(),
  ...(intake ? { bmi: intake.bmi } : {}),
  ...(intake?.goal ? { goal: intake.goal } : {}),
});

/** The latest intake answers of each client on the page, found by their addresses and numbers. */
async function latestIntakes(clients: (ClientDoc & { _id: Types.ObjectId })[]) {
  const emails = clients.flatMap((c) => c.emails ?? []);
  const phones = clients.flatMap((c) => c.phones ?? []);
  if (emails.length === 0 && phones.length === 0) return new Map();
  const intakes = await Intake.find({
    $or: [
      ...(emails.length ? [{ email: trusted({ $in: emails.map(emailMatcher) }) }] : []),
      ...(phones.length ? [{ phone: trusted({ $in: phones.map(phoneMatcher) }) }] : []),
    ],
  })
    .select("email phone bmi goal updatedAt")
    .sort({ updatedAt: -1 })
    .lean();
  const byClient = new Map<string, { bmi: number; goal?: string | null }>();
  for (const client of clients) {
    const found = intakes.find(
      (intake) =>
        (client.emails ?? []).includes(emailKey(intake.email) ?? "") ||
        (client.phones ?? []).includes(phoneKey(intake.phone) ?? ""),
    );
    if (found) byClient.set(String(client._id), { bmi: found.bmi, goal: found.goal });
  }
  return byClient;
}

/**
 * Admin only. The clients, latest activity first (brought up to date first); `q` searches name,
 * email and phone.
 */
export async function listClients(
  session: AdminSession,
  query: ListQuery = {},
): Promise<Page<ClientItem>> {
  assertAdmin(session);
  await syncClients();
  const { q, page, pageSize } = normaliseQuery(query);
  const filter = searchFilter(q, ["name", "email", "phone", "emails", "phones"]);
  const [docs, total] = await Promise.all([
    Client.find(filter)
      .sort({ lastActivityAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean(),
    Client.countDocuments(filter),
  ]);
  const intakes = await latestIntakes(docs);
  return {
    items: docs.map((doc) => toItem(doc, intakes.get(String(doc._id)))),
    total,
    page,
    pageSize,
  };
}

/**
 * The client records of a person (export and erasure: lib/privacy/data/people.ts), a record halfway
 * through a merge included (lib/clients/data/client-merge.ts).
 */
export function clientFilter(email: string | undefined, phone: string | undefined) {
  const keys = [
    ...(emailKey(email)
      ? [{ emails: emailKey(email) }, { "parkedKeys.emails": emailKey(email) }]
      : []),
    ...(phoneKey(phone)
      ? [{ phones: phoneKey(phone) }, { "parkedKeys.phones": phoneKey(phone) }]
      : []),
  ];
  return keys.length ? { $or: keys } : null;
}

export const CLIENT_CSV_COLUMNS = [
  { header: "Name", value: (c: ClientItem) => c.name },
  { header: "Email", value: (c: ClientItem) => c.email },
  { header: "Phone", value: (c: ClientItem) => c.phone },
  { header: "Latest activity (IST)", value: (c: ClientItem) => csvDateTime(c.lastActivityAt) },
  { header: "First seen (IST)", value: (c: ClientItem) => csvDateTime(c.firstSeenAt) },
  { header: "BMI", value: (c: ClientItem) => (c.bmi === undefined ? "" : c.bmi.toFixed(2)) },
  { header: "Goal", value: (c: ClientItem) => c.goal ?? "" },
];

/** Admin only. The client record a submission's person is filed under (null until filed). */
export async function clientIdOf(
  session: AdminSession,
  person: { email?: string; phone?: string },
): Promise<string | null> {
  assertAdmin(session);
  await syncClients();
  const filter = clientFilter(person.email, person.phone);
  if (!filter) return null;
  const doc = await Client.findOne(filter).select("_id").lean();
  return doc ? String(doc._id) : null;
}
