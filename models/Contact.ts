import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";
import { followUpFields, leadStatusField } from "./shared/follow-up";
import { searchable } from "./shared/searchable";

const contactSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    subject: { type: String, required: true, trim: true, maxlength: 200 },
    message: { type: String, required: true, maxlength: 5000 },
    status: leadStatusField,
    ...followUpFields,
    consent: { givenAt: { type: Date }, policyVersion: { type: String } },
    /** delivery state of each email about this submission, kept by the mail outbox */
    mail: { type: Schema.Types.Mixed },
  },
  { timestamps: true },
);
contactSchema.index({ createdAt: -1 });
/** the admin's search (models/shared/search-words.mjs) */
searchable(contactSchema, ["name", "email", "subject"]);
contactSchema.index({ unread: 1 });
contactSchema.index({ status: 1 });

export type ContactDoc = InferSchemaType<typeof contactSchema>;
export const Contact: Model<ContactDoc> = models.Contact || model("Contact", contactSchema);
