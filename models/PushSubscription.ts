import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * The devices that get Web Push alerts (lib/push), one per browser: the push service's address
 * and the browser's keys that encrypt each message (RFC 8291). Without `clientId` it is the
 * owner's (new bookings, plan requests, messages, UTRs); with it, a client's phone that turned
 * alerts on in /my (her messages and reminders): personal data, in her export and erasure.
 */
const pushSubscriptionSchema = new Schema(
  {
    endpoint: { type: String, required: true },
    /** the client whose phone this is; absent (null) for the owner's devices */
    clientId: { type: Schema.Types.ObjectId, default: undefined },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
  },
  { timestamps: true, collection: "pushsubscriptions" },
);
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ updatedAt: -1 });
/** the owner's (`clientId: null`) or one client's devices, newest first (sending, trimming) */
pushSubscriptionSchema.index({ clientId: 1, updatedAt: -1 });

export type PushSubscriptionDoc = InferSchemaType<typeof pushSubscriptionSchema>;
export const PushSubscription: Model<PushSubscriptionDoc> =
  (models.PushSubscription as Model<PushSubscriptionDoc> | undefined) ??
  model<PushSubscriptionDoc>("PushSubscription", pushSubscriptionSchema);
