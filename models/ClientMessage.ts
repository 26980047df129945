import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * One message of the thread between a client and her dietician (lib/client-messages/data.ts):
 * its words and up to three attachments (GridFS bucket "messagefiles"), `from` the client (her
 * app) or the owner (the client's page). `readAt` is when the other side read it (null: unread).
 * Health data: the two of them alone, in the person's export, erasure and retention.
 */
const attachmentSchema = new Schema(
  {
    fileId: { type: Schema.Types.ObjectId, required: true },
    filename: { type: String, required: true },
    /** from the file's first bytes, never from what the browser said */
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { _id: false },
);

const clientMessageSchema = new Schema(
  {
    clientId: { type: Schema.Types.ObjectId, required: true },
    /** lib/client-messages/message-schema.ts MESSAGE_SENDERS */
    from: { type: String, required: true, enum: ["client", "owner"] },
    text: { type: String, default: "" },
    attachments: { type: [attachmentSchema], default: [] },
    /** stored as null until read, so the unread are found by equality on the index */
    readAt: { type: Date, default: null },
  },
  { timestamps: true, collection: "clientmessages" },
);
clientMessageSchema.index({ clientId: 1, createdAt: -1 });
clientMessageSchema.index({ from: 1, readAt: 1 });
clientMessageSchema.index({ createdAt: -1 });

export type ClientMessageDoc = InferSchemaType<typeof clientMessageSchema>;
export const ClientMessage: Model<ClientMessageDoc> =
  models.ClientMessage || model("ClientMessage", clientMessageSchema);
