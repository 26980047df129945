import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * The payment receipts issued, one per plan request, numbered within India's financial year
 * ("2026-27/0001" is the _id). Taking a number is inserting it: the unique _id gives each number
 * to one receipt however many are issued at once, and the unique plan request to one number.
 * Accounting records: no personal data here, so they stay when a person's data is erased.
 */
const receiptSchema = new Schema(
  {
    _id: { type: String, required: true },
    financialYear: { type: String, required: true },
    sequence: { type: Number, required: true },
    planRequest: { type: Schema.Types.ObjectId, required: true },
    /** rupees */
    amount: { type: Number, required: true },
    plan: { type: String, required: true },
    issuedAt: { type: Date, required: true },
  },
  { collection: "receipts" },
);
receiptSchema.index({ financialYear: 1, sequence: -1 });
receiptSchema.index({ planRequest: 1 }, { unique: true });

export type ReceiptDoc = InferSchemaType<typeof receiptSchema>;
export const Receipt: Model<ReceiptDoc> = models.Receipt || model("Receipt", receiptSchema);
