import "server-only";
import { trusted, type Types } from "mongoose";
import { badRequest, conflict } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { clientMergeSchema } from "@/lib/clients/client-merge-schema";
import { Client } from "@/models/Client";
import { Measurement } from "@/models/Measurement";
import { Programme } from "@/models/Programme";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { clientById, type ClientLean } from "./client-by-id";
import { moveDietCharts } from "../../diet-charts/data";
import { moveClientMessages } from "../../client-messages/data/message-records";
import { moveProgressPhotos } from "../../client-app/data/progress-photos";
import { endClientSessions } from "../../client-app/data/client-session";
import { dropClientSubscriptions } from "../../push/data/client-push-subscriptions";
import { searchFilter } from "../../server/api/paging";

/**
 * Two records of one person (an old number, a second address) become one: the other record's
 * addresses, numbers, measurements, programmes (with their follow-up visits, which name the
 * programme), diet charts (numbered after this one's), messages and progress photos join this one,
 * and the other is deleted. Everything else of a person (submissions, intakes, mail) is theirs by address or
 * number, which join too. Both records are claimed first (`claimBoth`: 409 when either is gone or
 * in another merge). Without
 * transactions each step is one document's atomic write, in an order that a retry completes
 * after a crash: the measurements and charts move first; the other record's keys are parked on it (a key
 * belongs to one client, so they leave it before joining this one); then they join; then it goes.
 */
export async function mergeClients(
  session: AdminSession,
  id: string,
  input: unknown,
): Promise<{ _id: string; measurementsMoved: number }> {
  assertAdmin(session);
  const { otherId } = clientMergeSchema.parse(input);
  if (otherId === id)
    throw badRequest("A record cannot be merged with itself", {
      otherId: ["Choose another record of the same person"],
    });
  const [client, other] = await Promise.all([clientById(id), clientById(otherId)]);
  const claimed = await claimBoth(client._id, other._id);
  try {
    // read again now that they are ours: another merge may have changed them before
    const [kept, gone] = await Promise.all([
      Client.findById(client._id).lean(),
      Client.findById(other._id).lean(),
    ]);
    if (!kept || !gone) throw conflict(MERGE_GONE);
    return await mergeClaimed(kept, gone);
  } finally {
    await Client.updateMany(
      { _id: trusted({ $in: [client._id, other._id] }), mergingUntil: claimed },
      { $unset: { mergingUntil: 1 } },
    );
  }
}

const MERGE_HOLD_MS = 60_000;
const MERGE_GONE =
  "One of these records is being merged or was merged already: reload the page to see where it is";

/**
 * Claims both records for this merge (a conditional update each, the lower id first, so two
 * merges of the same pair, either way round, cannot both proceed): 409 when either is gone or
 * held by another merge. A crashed merge's hold lapses after a minute, and a retry completes it.
 */
async function claimBoth(a: Types.ObjectId, b: Types.ObjectId): Promise<Date> {
  const now = new Date();
  const until = new Date(now.getTime() + MERGE_HOLD_MS);
  const claimed: Types.ObjectId[] = [];
  for (const id of [a, b].sort((x, y) => String(x).localeCompare(String(y)))) {
    const held = await Client.updateOne(
      {
        _id: id,
        $or: [
          { mergingUntil: trusted({ $exists: false }) },
          { mergingUntil: trusted({ $lt: now }) },
        ],
      },
      { $set: { mergingUntil: until } },
    );
    if (held.matchedCount !== 1) {
      if (claimed.length)
        await Client.updateMany(
          { _id: trusted({ $in: claimed }), mergingUntil: until },
          { $unset: { mergingUntil: 1 } },
        );
      throw conflict(MERGE_GONE);
    }
    claimed.push(id);
  }
  return until;
}

/** Everything of `other` moves to `client` (both claimed), then `other` is deleted. */
async function mergeClaimed(
  client: ClientLean,
  other: ClientLean,
): Promise<{ _id: string; measurementsMoved: number }> {
  const to = { $set: { clientId: client._id } };
  const moved = await Measurement.updateMany({ clientId: other._id }, to);
  await Programme.updateMany({ clientId: other._id }, to);
  await moveDietCharts(other._id, client._id);
  await moveClientMessages(other._id, client._id);
  await moveProgressPhotos(other._id, client._id);
  const emails = [...(other.emails ?? []), ...(other.parkedKeys?.emails ?? [])];
  const phones = [...(other.phones ?? []), ...(other.parkedKeys?.phones ?? [])];
  await Client.updateOne(
    { _id: other._id },
    { $set: { parkedKeys: { emails, phones } }, $unset: { emails: 1, phones: 1 } },
  );
  try {
    await Client.updateOne(
      { _id: client._id },
      {
        // never an empty list: two clients with `phones: []` would collide in the unique index
        ...(emails.length || phones.length
          ? {
              $addToSet: {
                ...(emails.length ? { emails: trusted({ $each: emails }) } : {}),
                ...(phones.length ? { phones: trusted({ $each: phones }) } : {}),
              },
            }
          : {}),
        $min: { firstSeenAt: other.firstSeenAt },
        $max: { lastActivityAt: other.lastActivityAt },
        ...(client.goalKg == null && other.goalKg != null
          ? { $set: { goalKg: other.goalKg } }
          : {}),
      },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // a submission filed under a new record while the keys were parked: merge that one, then retry
    throw conflict(
      "A new submission from this person arrived meanwhile. Merge the new record too, then merge this one again.",
    );
  }
  const deleted = await Client.deleteOne({ _id: other._id });
  if (deleted.deletedCount !== 1) throw conflict(MERGE_GONE);
  // she signs in again, to the record that now holds both
  await endClientSessions([client._id, other._id]);
  await dropClientSubscriptions([other._id]);
  return { _id: String(client._id), measurementsMoved: moved.modifiedCount };
}

/** Records that may be the same person: those of the same name, or those matching `q`. */
export async function mergeCandidates(session: AdminSession, id: string, q?: string) {
  assertAdmin(session);
  const client = await clientById(id);
  const filter = q?.trim()
    ? searchFilter(q.trim(), ["name", "emails", "phones", "email", "phone"])
    : searchFilter(client.name, ["name"]);
  const docs = await Client.find({ ...filter, _id: trusted({ $ne: client._id }) })
    .sort({ lastActivityAt: -1 })
    .limit(10)
    .lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    name: doc.name,
    email: doc.email ?? doc.parkedKeys?.emails?.[0] ?? "",
    phone: doc.phone ?? "",
    lastActivityAt: doc.lastActivityAt.toISOString(),
  }));
}
