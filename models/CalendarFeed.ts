import { model, models, Schema, type Model } from "mongoose";

/**
 * The secret of the owner's calendar subscription (`/calendar/<secret>.ics`, lib/booking/data/calendar-feed.ts);
 * one document, _id "owner". Making a new one revokes the old address.
 */
const calendarFeedSchema = new Schema(
  {
    _id: { type: String, required: true },
    secret: { type: String, required: true },
  },
  { timestamps: true, collection: "calendarfeeds" },
);

export type CalendarFeedDoc = { _id: string; secret: string; createdAt: Date; updatedAt: Date };
export const CalendarFeed: Model<CalendarFeedDoc> =
  (models.CalendarFeed as Model<CalendarFeedDoc> | undefined) ??
  model<CalendarFeedDoc>("CalendarFeed", calendarFeedSchema);
