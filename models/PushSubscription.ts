import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * The owner's devices that get a Web Push alert for new bookings, plan requests, messages and
 * UTRs (lib/push), one per browser: the push service's address and the browser's keys that
 * encrypt each message (RFC 8291). No visitor data.
 */
const pushSubscriptionSchema = new Schema(
  {
    endpoint: { type: String, required: true },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
  },
  { timestamps: true, collection: "pushsubscriptions" },
);
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ updatedAt: -1 });

export type PushSubscriptionDoc = InferSchemaType<typeof pushSubscriptionSchema>;
export const PushSubscription: Model<PushSubscriptionDoc> =
  (models.PushSubscription as Model<PushSubscriptionDoc> | undefined) ??
  model<PushSubscriptionDoc>("PushSubscription", pushSubscriptionSchema);
