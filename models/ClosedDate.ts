import { model, models, Schema, type Model } from "mongoose";

/** A date the owner closed for bookings (holiday, training ...): _id is the date, YYYY-MM-DD. */
const closedDateSchema = new Schema(
  {
    _id: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    reason: { type: String, trim: true, maxlength: 200, default: "" },
  },
  { timestamps: true },
);

export type ClosedDateDoc = { _id: string; reason: string; createdAt: Date; updatedAt: Date };
export const ClosedDate: Model<ClosedDateDoc> =
  models.ClosedDate || model("ClosedDate", closedDateSchema);
