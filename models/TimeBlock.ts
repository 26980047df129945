import { model, models, Schema, type Model } from "mongoose";

/** Part of a date the owner keeps free of bookings (a meeting, an errand): HH:mm to HH:mm IST. */
const timeBlockSchema = new Schema(
  {
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    from: { type: String, required: true, match: /^\d{2}:\d{2}$/ },
    to: { type: String, required: true, match: /^\d{2}:\d{2}$/ },
    reason: { type: String, trim: true, maxlength: 200, default: "" },
  },
  { timestamps: true, collection: "timeblocks" },
);
timeBlockSchema.index({ date: 1, from: 1 });

export type TimeBlockDoc = { date: string; from: string; to: string; reason: string };
export const TimeBlock: Model<TimeBlockDoc> =
  (models.TimeBlock as Model<TimeBlockDoc> | undefined) ??
  model<TimeBlockDoc>("TimeBlock", timeBlockSchema);
