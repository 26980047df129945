import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";
import { followUpFields, leadStatusField } from "./follow-up";

const planRequestSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    phone: { type: String, required: true, trim: true, maxlength: 20 },
    plan: { type: String, required: true, enum: ["Basic Plan", "Premium Plan", "Ultimate Plan"] },
    duration: { type: String, required: true, enum: ["1 Month", "2 Months", "3 Months"] },
    /** INR, taken from the plan catalogue on the server, never from the client. */
    price: { type: Number, required: true, min: 0 },
    status: leadStatusField,
    /** UPI payment (lib/data/payments.ts); absent when UPI was not configured, which reads as unpaid */
    payment: {
      type: new Schema(
        {
          status: { type: String, enum: ["unpaid", "utr-sent", "paid"], required: true },
          /** eight readable characters, unique, the UPI intent's `tr` */
          reference: { type: String },
          /** the 12-digit UPI transaction reference, from the client or the owner */
          utr: { type: String },
          utrAt: { type: Date },
          /** different UTRs the client sent after `utr` (at most two), for the owner to check */
          otherUtrs: {
            type: [new Schema({ utr: { type: String }, at: { type: Date } }, { _id: false })],
            default: undefined,
          },
          paidAt: { type: Date },
          /** "2026-27/0001", from the receipts collection */
          receiptNumber: { type: String },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** the programme this request renews (lib/data/renewals.ts): paying it extends the programme */
    renewalOf: { type: Schema.Types.ObjectId },
    ...followUpFields,
    consent: { givenAt: { type: Date }, policyVersion: { type: String } },
    /** delivery state of each email about this submission, kept by the mail outbox */
    mail: { type: Schema.Types.Mixed },
  },
  { timestamps: true, collection: "plans" },
);
planRequestSchema.index({ createdAt: -1 });
planRequestSchema.index({ unread: 1 });
planRequestSchema.index(
  { "payment.reference": 1 },
  { unique: true, partialFilterExpression: { "payment.reference": { $exists: true } } },
);
planRequestSchema.index({ "payment.status": 1 });

export type PlanRequestDoc = InferSchemaType<typeof planRequestSchema>;
export const PlanRequest: Model<PlanRequestDoc> =
  models.PlanRequest || model("PlanRequest", planRequestSchema);
