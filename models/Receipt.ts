import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * The payment receipts issued, one per paid plan request or consultation, numbered within India's
 * financial year ("2026-27/0001" is the _id). Taking a number is inserting it: the unique _id gives
 * each number to one receipt however many are issued at once, and the unique pair of ids one
 * number to each request or appointment. Accounting records: no personal data here, so they stay
 * when a person's data is erased.
 */
const receiptSchema = new Schema(
  {
    _id: { type: String, required: true },
    financialYear: { type: String, required: true },
    sequence: { type: Number, required: true },
    /** what was paid: a plan request (with its plan's name), or an appointment (with its type's) */
    planRequest: { type: Schema.Types.ObjectId },
    plan: { type: String },
    appointment: { type: Schema.Types.ObjectId },
    consultation: { type: String },
    /** rupees */
    amount: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
  },
  { collection: "receipts" },
);
receiptSchema.index({ financialYear: 1, sequence: -1 });
// one of the two is set (the other indexes as null); it replaces `planRequest_1`
// (lib/upkeep/data/migrations.ts drops it), from when every receipt was a plan request's
receiptSchema.index({ planRequest: 1, appointment: 1 }, { unique: true, name: "one_per_payable" });
receiptSchema.index({ appointment: 1 }, { sparse: true });

export type ReceiptDoc = InferSchemaType<typeof receiptSchema>;
export const Receipt: Model<ReceiptDoc> = models.Receipt || model("Receipt", receiptSchema);
