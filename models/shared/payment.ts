import { Schema } from "mongoose";

/**
 * A UPI payment (lib/payments/data/payments.ts), on a plan request or on a consultation whose type asks
 * for payment ahead; absent when UPI was not configured (or nothing is to be paid), which reads as
 * unpaid. Each collection indexes `payment.reference` unique (references are drawn unique across
 * both) and `payment.status` (the UTRs to check).
 */
export const paymentField = {
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
};

/** The indexes of a collection whose documents carry a `payment`. */
export function indexPayments(schema: Schema): void {
  schema.index(
    { "payment.reference": 1 },
    { unique: true, partialFilterExpression: { "payment.reference": { $exists: true } } },
  );
  schema.index({ "payment.status": 1 });
}
