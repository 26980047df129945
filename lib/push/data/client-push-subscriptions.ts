import "server-only";
import { trusted, Types } from "mongoose";
import { conflict } from "@/lib/server/api/api-errors";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { serverEnv } from "@/lib/server/env";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/push/push-subscription-schema";
import { Client } from "@/models/Client";
import { PushSubscription } from "@/models/PushSubscription";
import { assertClient, type ClientSession } from "../../client-app/data/client-session";
import { connectDb } from "../../server/db";
import { targetsOf, type PushTarget } from "./push-subscriptions";
import { vapidKeys } from "./vapid-keys";

/**
 * A client's phones that get her alerts (lib/push/client-alerts.ts): the subscriptions carrying
 * her `clientId`, stored from /my (same rules as the owner's: a known push service, valid keys).
 * Her session alone reaches them, and only hers: an endpoint of the owner's or another client's
 * is neither reported, nor changed, nor deleted. Personal data: in her export and erasure
 * (lib/privacy/data/people.ts), gone when the owner ends her sessions or her record goes.
 */

/** Her phone, tablet and a browser or two; the least recently saved goes first. */
export const MAX_CLIENT_PUSH_SUBSCRIPTIONS = 5;

const hers = (session: ClientSession) => ({ clientId: new Types.ObjectId(session.clientId) });

/** The client's own. The public key browsers subscribe with (null: alerts are off), and whether `endpoint` is hers. */
export async function clientPushStatus(
  session: ClientSession,
  endpoint: string | null,
): Promise<{ publicKey: string | null; subscribed: boolean }> {
  assertClient(session);
  const publicKey = vapidKeys()?.publicKey ?? null;
  if (!endpoint) return { publicKey, subscribed: false };
  await connectDb();
  const stored = await PushSubscription.exists({ endpoint, ...hers(session) });
  return { publicKey, subscribed: stored !== null };
}

/** The client's own. Stores this browser's subscription (or its new keys), keeping her newest few. */
export async function saveClientPushSubscription(
  session: ClientSession,
  input: unknown,
): Promise<void> {
  assertClient(session);
  const { endpoint, keys } = pushSubscriptionSchema(serverEnv.pushEndpoints).parse(input);
  await connectDb();
  try {
    // an endpoint stored for someone else matches nothing here, and the upsert's insert is refused
    await PushSubscription.updateOne(
      { endpoint, ...hers(session) },
      { $set: { keys } },
      { upsert: true },
    );
  } catch (error) {
    if (isDuplicateKey(error))
      throw conflict("This browser's alerts are someone else's: turn them off and on again");
    throw error;
  }
  const older = await PushSubscription.find(hers(session), { _id: 1 })
    .sort({ updatedAt: -1, _id: -1 })
    .skip(MAX_CLIENT_PUSH_SUBSCRIPTIONS)
    .lean();
  if (older.length > 0) {
    await PushSubscription.deleteMany({ _id: trusted({ $in: older.map((s) => s._id) }) });
  }
}

/** The client's own. This browser gets no more of her alerts (nothing happens to another's). */
export async function deleteClientPushSubscription(
  session: ClientSession,
  input: unknown,
): Promise<void> {
  assertClient(session);
  const { endpoint } = pushEndpointSchema.parse(input);
  await connectDb();
  await PushSubscription.deleteOne({ endpoint, ...hers(session) });
}

/** Where an alert to this client goes (for lib/push, not for a request): her phones only. */
export async function clientPushTargets(clientId: string): Promise<PushTarget[]> {
  if (!Types.ObjectId.isValid(clientId)) return [];
  await connectDb();
  const stored = await PushSubscription.find(
    { clientId: new Types.ObjectId(clientId) },
    { endpoint: 1, keys: 1 },
  ).lean();
  return targetsOf(stored);
}

/** The clients with at least one phone subscribed (the reminder pass: ./client-reminders.ts). */
export async function clientsWithPush(): Promise<Types.ObjectId[]> {
  await connectDb();
  const ids = await PushSubscription.distinct("clientId", { clientId: trusted({ $ne: null }) });
  return ids.filter((id): id is Types.ObjectId => id instanceof Types.ObjectId);
}

const ofClients = (clientIds: Types.ObjectId[]) => ({ clientId: trusted({ $in: clientIds }) });

/**
 * Every subscription of these clients is deleted: the owner ended their sessions (a phone once
 * signed in must not keep getting alerts), or their records are erased.
 */
export async function dropClientSubscriptions(clientIds: Types.ObjectId[]): Promise<number> {
  if (!clientIds.length) return 0;
  await connectDb();
  return (await PushSubscription.deleteMany(ofClients(clientIds))).deletedCount;
}

/**
 * The subscriptions of these clients as their export shows them: the push service's address and
 * when it was saved; not the keys, which only encrypt our alerts for that browser.
 */
export async function clientSubscriptionRecords(clientIds: Types.ObjectId[]) {
  if (!clientIds.length) return [];
  await connectDb();
  return PushSubscription.find(ofClients(clientIds), { keys: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .lean();
}

/**
 * Deletes the subscriptions whose client record is gone (the retention pass deleted it, or a
 * merge did): nothing is sent to them, and they are that client's data.
 */
export async function dropOrphanClientSubscriptions(): Promise<number> {
  const clientIds = await clientsWithPush();
  if (!clientIds.length) return 0;
  const existing = await Client.find({ _id: trusted({ $in: clientIds }) }, { _id: 1 }).lean();
  const kept = new Set(existing.map((c) => String(c._id)));
  return dropClientSubscriptions(clientIds.filter((id) => !kept.has(String(id))));
}
