import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * One person the practice knows (lib/clients/data/clients.ts): everyone who wrote, requested a plan or
 * booked, recognised by any of their addresses or phone numbers (lib/clients/person-keys.ts).
 * Personal data: in the person's export, erasure and retention like their submissions.
 */
// sparse, not partial on `$type: "string"`: the embedded store's `$type` does not look inside
// arrays (AGENTS.md), and a client without any phone has no `phones` field at all
const clientSchema = new Schema(
  {
    /** the name of the latest submission, or the one the owner gave (`nameByOwner`) */
    name: { type: String, required: true },
    /** the owner renamed them: a later submission does not change the name */
    nameByOwner: { type: Boolean },
    /** every address they used, lower-cased; each belongs to one client */
    emails: { type: [String], default: undefined },
    /** every phone number they used, its last ten digits; each belongs to one client */
    phones: { type: [String], default: undefined },
    /** the address and number as last typed, for showing */
    email: { type: String },
    phone: { type: String },
    /** the keys of a record being merged into another (lib/clients/data/client-merge.ts), in between */
    parkedKeys: {
      type: new Schema({ emails: [String], phones: [String] }, { _id: false }),
      default: undefined,
    },
    /** while a merge takes or gives this record (lib/clients/data/client-merge.ts): until when */
    mergingUntil: { type: Date },
    /** raised when the owner revokes the diet chart link: a link signed for another is refused */
    dietChartLinkVersion: { type: Number },
    /** raised when the owner ends the client's app sessions, and by a merge: a session signed
     * for another number is refused (lib/client-app/data/client-session.ts) */
    sessionsVersion: { type: Number },
    /** features of the client's app the owner granted beyond her plan (lib/client-app/plan-features.ts) */
    grantedFeatures: { type: [String], default: undefined },
    /** the weight the owner aims for with them, drawn on their progress chart */
    goalKg: { type: Number },
    firstSeenAt: { type: Date, required: true },
    lastActivityAt: { type: Date, required: true },
  },
  { timestamps: true, collection: "clients" },
);
clientSchema.index({ emails: 1 }, { unique: true, sparse: true });
clientSchema.index({ phones: 1 }, { unique: true, sparse: true });
clientSchema.index({ lastActivityAt: -1 });

export type ClientDoc = InferSchemaType<typeof clientSchema>;
export const Client: Model<ClientDoc> = models.Client || model("Client", clientSchema);
