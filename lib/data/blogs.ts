import "server-only";
import { toPublicJson, type PublicJson } from "@/lib/api/public-json";
import { badRequest, notFound } from "@/lib/api/errors";
import { processBlogImage } from "@/lib/media/blog-image";
import { blogSchema, type BlogItem } from "@/lib/validation/blog";
import { Blog, type BlogDoc } from "@/models/Blog";
import { assertAdmin, type AdminSession } from "./admin-auth";
import { connectDb } from "./db";
import { deleteImage, mediaUrl, saveImage } from "./images";
import { cached, invalidate } from "./public-cache";
import { isObjectIdText, recordBase } from "./serialize";

/** The in-process cache key, and the tag of the cached page parts that show the blogs. */
export const BLOGS_TAG = "blogs";
const CACHE_KEY = BLOGS_TAG;

const toItem = (doc: BlogDoc & { _id: unknown }): BlogItem => ({
  ...recordBase(doc),
  title: doc.title,
  content: doc.content,
  author: doc.author,
  category: doc.category,
  image: doc.image,
});

/**
 * Public. Every blog post, newest first (cached for a second; this instance's writes clear it, and
 * expire the pages tagged with BLOGS_TAG). `duringBuild`: see connectDb.
 */
export async function listBlogs(options?: { duringBuild?: boolean }): Promise<BlogItem[]> {
  return cached(CACHE_KEY, async () => {
    await connectDb(options);
    const docs = await Blog.find({})
      .sort({ createdAt: -1, _id: -1 })
      .limit(1000)
      .lean<(BlogDoc & { _id: unknown })[]>();
    return docs.map(toItem);
  });
}

/** Public. listBlogs() as JSON with its ETag, serialised once per cache period (the API answers it as is). */
export async function listBlogsJson(): Promise<PublicJson> {
  return cached(`${CACHE_KEY}:json`, async () => toPublicJson(await listBlogs()));
}

/** Public. One blog post, or null for an unknown or malformed id. */
export async function getBlog(id: string): Promise<BlogItem | null> {
  if (!isObjectIdText(id)) return null;
  await connectDb();
  const doc = await Blog.findById(id).lean<BlogDoc & { _id: unknown }>();
  return doc ? toItem(doc) : null;
}

/** Image bytes as uploaded (undefined when the form had no file). */
export type ImageUpload = Uint8Array | undefined;

/** Admin only. Creates a post from its text fields and an image (required). */
export async function createBlog(
  session: AdminSession,
  fields: unknown,
  image: ImageUpload,
): Promise<BlogItem> {
  assertAdmin(session);
  const data = blogSchema.parse(fields);
  if (!image) throw badRequest("An image is required", { image: ["An image is required"] });
  const webp = await processBlogImage(image);
  const fileId = await saveImage(webp);
  try {
    const doc = await Blog.create({ ...data, image: mediaUrl(fileId), imageFileId: fileId });
    invalidate(CACHE_KEY);
    return toItem(doc.toObject());
  } catch (error) {
    await deleteImage(fileId);
    throw error;
  }
}

/** Admin only. Updates a post; a new image (optional) replaces the old one, which is then deleted. */
export async function updateBlog(
  session: AdminSession,
  id: string,
  fields: unknown,
  image: ImageUpload,
): Promise<BlogItem> {
  assertAdmin(session);
  if (!isObjectIdText(id)) throw notFound("Blog not found");
  const data = blogSchema.parse(fields);
  const existing = await Blog.findById(id).lean<BlogDoc & { _id: unknown }>();
  if (!existing) throw notFound("Blog not found");
  const fileId = image ? await saveImage(await processBlogImage(image)) : null;
  const update = fileId ? { ...data, image: mediaUrl(fileId), imageFileId: fileId } : data;
  const updated = await Blog.findByIdAndUpdate(id, update, {
    returnDocument: "after",
    runValidators: true,
  }).lean<BlogDoc & { _id: unknown }>();
  if (!updated) {
    await deleteImage(fileId);
    throw notFound("Blog not found");
  }
  invalidate(CACHE_KEY);
  if (fileId) await deleteImage(existing.imageFileId);
  return toItem(updated);
}

/** Admin only. Deletes a post and its uploaded image. */
export async function deleteBlog(session: AdminSession, id: string): Promise<void> {
  assertAdmin(session);
  if (!isObjectIdText(id)) throw notFound("Blog not found");
  // read, then deleteOne: the embedded server refuses findOneAndDelete's findAndModify
  const existing = await Blog.findById(id)
    .select("imageFileId")
    .lean<Pick<BlogDoc, "imageFileId">>();
  if (!existing) throw notFound("Blog not found");
  const { deletedCount } = await Blog.deleteOne({ _id: id });
  if (deletedCount === 0) throw notFound("Blog not found");
  invalidate(CACHE_KEY);
  await deleteImage(existing.imageFileId);
}
