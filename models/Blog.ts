import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

const blogSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    content: { type: String, required: true, maxlength: 50_000 },
    author: { type: String, required: true, trim: true, maxlength: 100 },
    category: { type: String, required: true, trim: true, maxlength: 100 },
    /** URL the image is served from (a GridFS media route, or a static path for demo posts). */
    image: { type: String, required: true },
    /** GridFS file id of an uploaded image, so replacing or deleting the blog can remove it. */
    imageFileId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);
blogSchema.index({ createdAt: -1 });

export type BlogDoc = InferSchemaType<typeof blogSchema>;
export const Blog: Model<BlogDoc> = models.Blog || model("Blog", blogSchema);
