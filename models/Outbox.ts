import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * Every email the site sends goes through this collection first, so a message survives an
 * SMTP outage or a restart: a delivery pass claims due messages one at a time (atomically,
 * so several app instances never send one twice) and retries failures with backoff.
 */
const attachmentSchema = new Schema(
  {
    filename: { type: String, required: true },
    contentType: { type: String, required: true },
    content: { type: String, required: true },
  },
  { _id: false },
);

const outboxSchema = new Schema(
  {
    kind: { type: String, required: true },
    /** "visitor": to an address typed into a public form, held by the hourly cap; "owner": never held */
    audience: { type: String, enum: ["owner", "visitor"] },
    to: { type: String, required: true },
    /** an owner notification's client, whom her Reply answers; dropped with the body */
    replyTo: { type: String },
    subject: { type: String, required: true },
    /** emptied MAIL_BODY_DAYS after sending (html and attachments dropped): see `bodyPrunedAt` */
    text: { type: String, required: true },
    bodyPrunedAt: { type: Date },
    /** not written any more (the HTML is made at delivery, lib/mail/html-email.ts) */
    html: { type: String },
    attachments: { type: [attachmentSchema], default: [] },
    status: {
      type: String,
      required: true,
      enum: ["pending", "sending", "sent", "failed"],
      default: "pending",
    },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    claimedAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
    lastError: { type: String, default: null },
    /** the submission this message is about, whose `mail` field mirrors the delivery state */
    ref: {
      collection: { type: String },
      id: { type: Schema.Types.ObjectId },
    },
    /** set on a message that must exist at most once (e.g. "reminder:<appointment id>") */
    onceKey: { type: String },
  },
  { timestamps: true, collection: "outbox" },
);
outboxSchema.index({ status: 1, nextAttemptAt: 1 });
outboxSchema.index({ createdAt: 1 });
outboxSchema.index({ to: 1 });
outboxSchema.index({ "ref.id": 1 });
outboxSchema.index(
  { onceKey: 1 },
  { unique: true, name: "once_per_key", partialFilterExpression: { onceKey: { $type: "string" } } },
);

export type OutboxDoc = InferSchemaType<typeof outboxSchema>;
export const Outbox: Model<OutboxDoc> = models.Outbox || model("Outbox", outboxSchema);
