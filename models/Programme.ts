import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * A client's programme (issue 31): the plan they paid for, from its start to its end date
 * (lib/programmes/dates.ts), with the follow-up visits it includes. Renewing extends it: each
 * paid renewal adds a period. Personal data: in the person's export, erasure and retention with
 * their client record. (lib/content/programmes.ts is something else: the site's condition pages.)
 */
const periodSchema = new Schema(
  {
    /** YYYY-MM-DD, India's calendar */
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    followUps: { type: Number, required: true },
    /** the paid plan request this period is for, when there is one */
    planRequestId: { type: Schema.Types.ObjectId },
  },
  { _id: false },
);

const programmeSchema = new Schema(
  {
    clientId: { type: Schema.Types.ObjectId, required: true },
    plan: { type: String, required: true, enum: ["Basic Plan", "Premium Plan", "Ultimate Plan"] },
    duration: { type: String, required: true, enum: ["1 Month", "2 Months", "3 Months"] },
    /** the first period's start and the last period's end */
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    /** follow-up visits of all periods together */
    followUpsIncluded: { type: Number, required: true },
    periods: { type: [periodSchema], required: true },
    /** the paid plan requests of its periods: each starts or renews one programme only */
    planRequestIds: { type: [Schema.Types.ObjectId], default: undefined },
    /** while a follow-up visit is being booked: until when that booking holds the programme
     * (lib/programmes/data/follow-up-visits.ts), so two bookings never both take its last visit */
    followUpBookingUntil: { type: Date },
    /** the weekday of her weekly weigh-in the owner set (0 Sunday … 6 Saturday, India's calendar) */
    weighInDay: { type: Number, min: 0, max: 6 },
    /** the day (YYYY-MM-DD) her phone was last reminded to weigh in: once a week at most */
    weighInAlertedOn: { type: String },
    /** the renewal reminder of the current last period, once sent */
    renewal: {
      type: new Schema(
        {
          /** the endDate it was sent for: a renewal moves endDate, and the next one is due again */
          forEndDate: { type: String, required: true },
          remindedAt: { type: Date, required: true },
          /** the plan request its UPI link pays, when UPI is configured */
          planRequestId: { type: Schema.Types.ObjectId },
          /** when her phone was told too (lib/push/data/client-reminders.ts), once */
          alertedAt: { type: Date },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { timestamps: true, collection: "programmes" },
);
programmeSchema.index({ clientId: 1, startDate: -1 });
programmeSchema.index({ endDate: 1 });
// sparse, not partial: the embedded store's `$type` does not look inside arrays (AGENTS.md)
programmeSchema.index({ planRequestIds: 1 }, { unique: true, sparse: true });
programmeSchema.index({ createdAt: -1 });

export type ProgrammeDoc = InferSchemaType<typeof programmeSchema>;
export const Programme: Model<ProgrammeDoc> =
  models.Programme || model("Programme", programmeSchema);
