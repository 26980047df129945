import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";
import { followUpFields, leadStatusField } from "./shared/follow-up";
import { indexPayments, paymentField } from "./shared/payment";
import { searchable } from "./shared/searchable";

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
    /** UPI payment (lib/payments/data/payments.ts); absent when UPI was not configured, which reads as unpaid */
    payment: paymentField,
    /** the programme this request renews (lib/programmes/data/renewals.ts): paying it extends the programme */
    renewalOf: { type: Schema.Types.ObjectId },
    ...followUpFields,
    consent: { givenAt: { type: Date }, policyVersion: { type: String } },
    /** delivery state of each email about this submission, kept by the mail outbox */
    mail: { type: Schema.Types.Mixed },
  },
  { timestamps: true, collection: "plans" },
);
planRequestSchema.index({ createdAt: -1 });
/** the admin's search (models/shared/search-words.mjs) */
searchable(planRequestSchema, ["name", "email", "phone"]);
planRequestSchema.index({ unread: 1 });
planRequestSchema.index({ status: 1 });
indexPayments(planRequestSchema);

export type PlanRequestDoc = InferSchemaType<typeof planRequestSchema>;
export const PlanRequest: Model<PlanRequestDoc> =
  models.PlanRequest || model("PlanRequest", planRequestSchema);
