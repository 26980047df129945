import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * A measurement the owner took at a visit, or the client logged in her app (lib/clients/measurement-schema.ts). Health data: the
 * owner's alone, in the person's export, erasure and retention with their client record.
 */
const measurementSchema = new Schema(
  {
    clientId: { type: Schema.Types.ObjectId, required: true },
    /** YYYY-MM-DD, the visit's day */
    date: { type: String, required: true },
    weightKg: { type: Number, required: true },
    /** from the weight and the height of the latest intake answers, when there was one */
    bmi: { type: Number },
    waistCm: { type: Number },
    hipCm: { type: Number },
    bodyFatPct: { type: Number },
    bp: { type: String },
    note: { type: String },
    /** who logged it: the owner at a visit (no field, as before) or the client in her app */
    loggedBy: { type: String, enum: ["owner", "client"] },
  },
  { timestamps: true, collection: "measurements" },
);
measurementSchema.index({ clientId: 1, date: 1 });
measurementSchema.index({ createdAt: -1 });

export type MeasurementDoc = InferSchemaType<typeof measurementSchema>;
export const Measurement: Model<MeasurementDoc> =
  models.Measurement || model("Measurement", measurementSchema);
