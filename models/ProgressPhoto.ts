import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * One progress photo of a client (lib/client-app/data/progress-photos.ts): the day it shows and
 * its image in the GridFS bucket "progressphotos". Health data: hers and the owner's alone, in the
 * person's export, erasure and retention.
 */
const progressPhotoSchema = new Schema(
  {
    clientId: { type: Schema.Types.ObjectId, required: true },
    /** YYYY-MM-DD, the day the photo shows */
    date: { type: String, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    /** from the file's first bytes, never from what the browser said */
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { timestamps: true, collection: "progressphotos" },
);
progressPhotoSchema.index({ clientId: 1, date: -1 });
// the retention pass's range
progressPhotoSchema.index({ createdAt: -1 });

export type ProgressPhotoDoc = InferSchemaType<typeof progressPhotoSchema>;
export const ProgressPhoto: Model<ProgressPhotoDoc> =
  models.ProgressPhoto || model("ProgressPhoto", progressPhotoSchema);
