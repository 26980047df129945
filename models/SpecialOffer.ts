import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

const specialOfferSchema = new Schema(
  {
    type: { type: String, required: true, enum: ["promotion", "specialOffer"] },
    text: { type: String, required: true, trim: true, maxlength: 300 },
  },
  { timestamps: true },
);
specialOfferSchema.index({ createdAt: -1 });

export type SpecialOfferDoc = InferSchemaType<typeof specialOfferSchema>;
export const SpecialOffer: Model<SpecialOfferDoc> =
  models.SpecialOffer || model("SpecialOffer", specialOfferSchema);
