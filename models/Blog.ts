import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

const blogSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    /** Markdown (lib/publishing/markdown.ts renders it). */
    content: { type: String, required: true, maxlength: 50_000 },
    author: { type: String, required: true, trim: true, maxlength: 100 },
    category: { type: String, required: true, trim: true, maxlength: 100 },
    /** URL the image is served from (a GridFS media route, or a static path for demo posts). */
    image: { type: String, required: true },
    /** GridFS file id of an uploaded image, so replacing or deleting the blog can remove it. */
    imageFileId: { type: Schema.Types.ObjectId, default: null },
    /** The post's address, /blog/<slug>; stored before this had none (lib/upkeep/data/migrations.ts). */
    slug: { type: String, trim: true, maxlength: 80 },
    /** Slugs the post had before, each answered with a 308 to the current one. */
    previousSlugs: { type: [String], default: [] },
    /** Repeats BLOG_STATUSES (lib/publishing/blog-schema.ts). */
    status: { type: String, enum: ["draft", "published"], default: "published" },
    /** When the post goes (or went) live; set when it is first published without one. */
    publishAt: { type: Date, default: null },
    metaTitle: { type: String, default: null, maxlength: 70 },
    metaDescription: { type: String, default: null, maxlength: 160 },
  },
  { timestamps: true },
);
blogSchema.index({ createdAt: -1 });
// Partial: posts stored before slugs existed have none until the migration gives them one.
blogSchema.index(
  { slug: 1 },
  { unique: true, name: "unique_slug", partialFilterExpression: { slug: { $exists: true } } },
);
blogSchema.index({ previousSlugs: 1 });

export type BlogDoc = InferSchemaType<typeof blogSchema>;
export const Blog: Model<BlogDoc> = models.Blog || model("Blog", blogSchema);
