import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * The erasure log: when records were erased, how many of each kind, and who asked (the owner,
 * a deletion request, the retention pass). It holds no personal data: no address, no name.
 */
const countsSchema = new Schema(
  {
    plans: { type: Number, required: true, default: 0 },
    appointments: { type: Number, required: true, default: 0 },
    contacts: { type: Number, required: true, default: 0 },
    outbox: { type: Number, required: true, default: 0 },
    deletionRequests: { type: Number, required: true, default: 0 },
    intakes: { type: Number, required: true, default: 0 },
    clients: { type: Number, required: true, default: 0 },
    measurements: { type: Number, required: true, default: 0 },
    programmes: { type: Number, required: true, default: 0 },
    dietCharts: { type: Number, required: true, default: 0 },
    clientMessages: { type: Number, required: true, default: 0 },
    progressPhotos: { type: Number, required: true, default: 0 },
  },
  { _id: false },
);

const erasureSchema = new Schema(
  {
    by: { type: String, required: true, enum: ["owner", "deletion-request", "retention"] },
    /** the deletion request it handled, when by "deletion-request" */
    requestId: { type: Schema.Types.ObjectId },
    counts: { type: countsSchema, required: true },
  },
  { timestamps: true, collection: "erasures" },
);
erasureSchema.index({ createdAt: -1 });

export type ErasureDoc = InferSchemaType<typeof erasureSchema>;
export const Erasure: Model<ErasureDoc> = models.Erasure || model("Erasure", erasureSchema);
