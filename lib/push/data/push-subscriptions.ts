import "server-only";
import { trusted } from "mongoose";
import { serverEnv } from "@/lib/server/env";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/push/push-subscription-schema";
import { PushSubscription } from "@/models/PushSubscription";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";
import { vapidKeys } from "./vapid-keys";

/**
 * The owner's devices that get Web Push alerts (lib/push/alerts.ts sends them): the
 * subscriptions without `clientId` (a client's phones are ./client-push-subscriptions.ts's, and
 * nothing here reads, trims or deletes one of hers by its endpoint but a push service's 404 or
 * 410). A browser's subscription is stored once per endpoint, and only one at a known push service with a valid
 * key (lib/push/push-subscription-schema.ts); one the push service answers 404 or 410 is gone and
 * deleted (`dropPushSubscription`).
 */

/** Enough for every phone, tablet and browser of hers; the least recently saved goes first. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The owner's subscriptions: those of no client (`null` matches a missing field too). */
const OWNERS = { clientId: null };

/** Admin only. The public key browsers subscribe with (null: alerts are off), and whether `endpoint` is stored. */
export async function pushStatus(
  session: AdminSession,
  endpoint: string | null,
): Promise<{ publicKey: string | null; subscribed: boolean }> {
  assertAdmin(session);
  const publicKey = vapidKeys()?.publicKey ?? null;
  if (!endpoint) return { publicKey, subscribed: false };
  await connectDb();
  return {
    publicKey,
    subscribed: (await PushSubscription.exists({ endpoint, ...OWNERS })) !== null,
  };
}

/** Admin only. Stores this browser's subscription (or its new keys), keeping the newest few. */
export async function savePushSubscription(session: AdminSession, input: unknown): Promise<void> {
  assertAdmin(session);
  const { endpoint, keys } = pushSubscriptionSchema(serverEnv.pushEndpoints).parse(input);
  await connectDb();
  // a client's endpoint is not taken over: the upsert's insert is refused (unique), 409
  await PushSubscription.updateOne({ endpoint, ...OWNERS }, { $set: { keys } }, { upsert: true });
  const older = await PushSubscription.find(OWNERS, { _id: 1 })
    .sort({ updatedAt: -1, _id: -1 })
    .skip(MAX_PUSH_SUBSCRIPTIONS)
    .lean();
  if (older.length > 0) {
    await PushSubscription.deleteMany({ _id: trusted({ $in: older.map((s) => s._id) }) });
  }
}

/** Admin only. This browser gets no more alerts. */
export async function deletePushSubscription(session: AdminSession, input: unknown): Promise<void> {
  assertAdmin(session);
  const { endpoint } = pushEndpointSchema.parse(input);
  await connectDb();
  await PushSubscription.deleteOne({ endpoint, ...OWNERS });
}

/** Where the owner's alert goes (for lib/push, not for a request): never to a client's phone. */
export async function pushTargets(): Promise<PushTarget[]> {
  await connectDb();
  return targetsOf(await PushSubscription.find(OWNERS, { endpoint: 1, keys: 1 }).lean());
}

/** The stored subscriptions that have their keys, as web-push takes them. */
export const targetsOf = (
  stored: { endpoint: string; keys?: { p256dh: string; auth: string } | null }[],
): PushTarget[] =>
  stored.flatMap(({ endpoint, keys }) =>
    keys ? [{ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }] : [],
  );

/** The push service no longer knows this subscription (404/410): nothing more goes there. */
export async function dropPushSubscription(endpoint: string): Promise<void> {
  await connectDb();
  await PushSubscription.deleteOne({ endpoint });
}
