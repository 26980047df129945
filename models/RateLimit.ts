import { model, models, Schema, type Model } from "mongoose";

/**
 * Fixed-window counters for rate limits, shared by every app instance. The _id names the
 * bucket, the key (IP, IP + username) and the window start; a TTL index removes old windows.
 */
const rateLimitSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
rateLimitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitDoc = { _id: string; count: number; expiresAt: Date };
export const RateLimit: Model<RateLimitDoc> =
  models.RateLimit || model<RateLimitDoc>("RateLimit", rateLimitSchema);
