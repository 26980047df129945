import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * A visitor's request to delete the data we hold about them, made through the signed link in
 * every email to a visitor. The address is kept only while the request is open: handling it
 * erases the person's records and leaves the request with its dates alone.
 */
const deletionRequestSchema = new Schema(
  {
    /** lower-cased; unset once handled */
    email: { type: String, trim: true, maxlength: 254 },
    status: { type: String, required: true, enum: ["open", "handled"], default: "open" },
    handledAt: { type: Date },
  },
  { timestamps: true, collection: "deletionrequests" },
);
deletionRequestSchema.index({ createdAt: -1 });
deletionRequestSchema.index(
  { email: 1 },
  {
    unique: true,
    name: "one_open_request_per_address",
    partialFilterExpression: { status: "open" },
  },
);

export type DeletionRequestDoc = InferSchemaType<typeof deletionRequestSchema>;
export const DeletionRequest: Model<DeletionRequestDoc> =
  models.DeletionRequest || model("DeletionRequest", deletionRequestSchema);
