import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

const adminSchema = new Schema(
  {
    username: { type: String, required: true, unique: true, trim: true, maxlength: 100 },
    passwordHash: { type: String, required: true },
    /** Bumped on logout and credential changes; tokens carrying an older version are refused. */
    tokenVersion: { type: Number, required: true, default: 0 },
  },
  { timestamps: true },
);

export type AdminDoc = InferSchemaType<typeof adminSchema>;
export const Admin: Model<AdminDoc> = models.Admin || model("Admin", adminSchema);
