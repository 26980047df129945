import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * One version of a client's diet chart (lib/diet-charts/data.ts): the owner's Markdown, or a PDF
 * she uploaded (GridFS bucket "dietcharts"). Each save is a new version, numbered per client from
 * 1; the unique index decides the number when two saves meet. Health data: the owner's and the
 * client's (by their signed link) alone, in the person's export, erasure and retention.
 */
const dietChartSchema = new Schema(
  {
    clientId: { type: Schema.Types.ObjectId, required: true },
    version: { type: Number, required: true, min: 1 },
    title: { type: String, required: true },
    /** Markdown, rendered like a blog post; absent for an uploaded PDF */
    content: { type: String },
    pdf: {
      type: new Schema(
        {
          fileId: { type: Schema.Types.ObjectId, required: true },
          filename: { type: String, required: true },
          size: { type: Number, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { timestamps: true, collection: "dietcharts" },
);
dietChartSchema.index({ clientId: 1, version: 1 }, { unique: true, name: "one_version" });
dietChartSchema.index({ createdAt: -1 });

export type DietChartDoc = InferSchemaType<typeof dietChartSchema>;
export const DietChart: Model<DietChartDoc> =
  models.DietChart || model("DietChart", dietChartSchema);
