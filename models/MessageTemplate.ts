import { model, models, Schema, type Model } from "mongoose";

/**
 * The owner's own text for one kind of WhatsApp message; _id is the kind. A kind without a
 * document uses its default text (lib/whatsapp/message-templates.ts), so resetting deletes it.
 */
const messageTemplateSchema = new Schema(
  {
    _id: {
      type: String,
      required: true,
      enum: [
        "confirmation",
        "reminder",
        "follow-up",
        "payment-reminder",
        "review-request",
        "intake",
        "renewal",
        "diet-chart",
      ],
    },
    text: { type: String, required: true, maxlength: 1000 },
  },
  { timestamps: true },
);

export type MessageTemplateDoc = { _id: string; text: string; createdAt: Date; updatedAt: Date };
export const MessageTemplate: Model<MessageTemplateDoc> =
  (models.MessageTemplate as Model<MessageTemplateDoc> | undefined) ??
  model<MessageTemplateDoc>("MessageTemplate", messageTemplateSchema);
