import "server-only";
import { trusted } from "mongoose";
import { badRequest, conflict } from "@/lib/api/errors";
import { isDuplicateKey } from "@/lib/api/database-errors";
import { clientMergeSchema } from "@/lib/validation/client-merge";
import { Client } from "@/models/Client";
import { Measurement } from "@/models/Measurement";
import { assertAdmin, type AdminSession } from "./admin-session";
import { clientById } from "./client-by-id";
import { moveDietCharts } from "./diet-charts";
import { searchFilter } from "./list-query";

/**
 * Two records of one person (an old number, a second address) become one: the other record's
 * addresses, numbers, measurements and diet charts (numbered after this one's) join this one, and
 * the other is deleted. Without
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
  const moved = await Measurement.updateMany(
    { clientId: other._id },
    { $set: { clientId: client._id } },
  );
  await moveDietCharts(other._id, client._id);
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
  await Client.deleteOne({ _id: other._id });
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
