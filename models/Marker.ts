import { model, models, Schema, type Model } from "mongoose";

/**
 * One-time markers keyed by a fixed _id ("demo-content", ...). Inserting one is atomic, so
 * of several app instances starting together exactly one wins the right to do the work.
 */
const markerSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** how far a repeated pass got ("clients-synced:<collection>": the latest record it read) */
    at: { type: Date },
  },
  { timestamps: true },
);

export const Marker: Model<{ _id: string; at?: Date | null }> =
  models.Marker || model("Marker", markerSchema);
