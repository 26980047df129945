import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * A one-time sign-in to the client's app (lib/client-app/data/sign-in.ts): the link's token and
 * the 6-digit code, both kept as keyed hashes only, for one client record, until it is used or
 * expires (the TTL index removes it then). Personal data: in the person's export and erasure.
 */
const clientSignInSchema = new Schema(
  {
    clientId: { type: Schema.Types.ObjectId, required: true },
    /** the address it was sent to, lower-cased (a code is tried with it) */
    email: { type: String },
    /** HMAC-SHA-256 of the link's token and of the code (lib/client-app/sign-in-secrets.ts) */
    tokenHash: { type: String, required: true },
    codeHash: { type: String },
    /** wrong codes tried against it; at the limit it is used up */
    failedCodes: { type: Number, default: 0 },
    by: { type: String, required: true, enum: ["client", "owner"] },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
  },
  { timestamps: true, collection: "clientsignins" },
);
clientSignInSchema.index({ tokenHash: 1 }, { unique: true });
clientSignInSchema.index({ email: 1, createdAt: -1 });
clientSignInSchema.index({ clientId: 1 });
// kept a day past its expiry, so an expired link is told apart from one never ours (410, not 400)
clientSignInSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

export type ClientSignInDoc = InferSchemaType<typeof clientSignInSchema>;
export const ClientSignIn: Model<ClientSignInDoc> =
  (models.ClientSignIn as Model<ClientSignInDoc> | undefined) ??
  model<ClientSignInDoc>("ClientSignIn", clientSignInSchema);
