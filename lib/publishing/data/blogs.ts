import "server-only";
import { isDuplicateKey } from "@/lib/server/api/database-errors";
import { toPublicJson, type PublicJson } from "@/lib/server/api/public-json";
import { badRequest, conflict, notFound } from "@/lib/server/api/api-errors";
import { slugify, withSuffix } from "@/lib/publishing/slug";
import { processBlogImage } from "@/lib/publishing/blog-image";
import { blogSchema, isLive, type BlogItem } from "@/lib/publishing/blog-schema";
import { Blog, type BlogDoc } from "@/models/Blog";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { blogScheduleChanged } from "../blog-schedule";
import { connectDb } from "../../server/db";
import { deleteImage, mediaUrl, saveImage } from "./uploaded-images";
import { cached, invalidate } from "../../server/public-cache";
import { isObjectIdText, recordBase } from "../../server/serialize";

/** The in-process cache key, and the tag of the cached page parts that show the blogs. */
export const BLOGS_TAG = "blogs";
const CACHE_KEY = BLOGS_TAG;
export const SLUG_TAKEN = "This slug is already used by another post";

type Lean = BlogDoc & { _id: unknown };
type Stored = BlogItem & { previousSlugs: string[] };

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

const toStored = (doc: Lean): Stored => ({
  ...recordBase(doc),
  title: doc.title,
  content: doc.content,
  author: doc.author,
  category: doc.category,
  image: doc.image,
  slug: doc.slug ?? String(doc._id),
  status: doc.status === "draft" ? "draft" : "published",
  publishAt: iso(doc.publishAt),
  metaTitle: doc.metaTitle ?? null,
  metaDescription: doc.metaDescription ?? null,
  previousSlugs: doc.previousSlugs ?? [],
});

/** A stored post without what only the lookup of old slugs needs. */
function withoutHistory(post: Stored): BlogItem {
  const item: Partial<Stored> = { ...post };
  delete item.previousSlugs;
  return item as BlogItem;
}

const toItem = (doc: Lean): BlogItem => withoutHistory(toStored(doc));

/** When a post went (or goes) live, for ordering: its publish time, else when it was written. */
const liveSince = (post: BlogItem) => post.publishAt ?? post.createdAt;
const newestFirst = (a: BlogItem, b: BlogItem) =>
  liveSince(b).localeCompare(liveSince(a)) || b._id.localeCompare(a._id);

/**
 * Every post, drafts included (cached for a second; this instance's writes clear it, and expire
 * the pages tagged with BLOGS_TAG). The public functions below filter it. `duringBuild`: see connectDb.
 */
async function allPosts(options?: { duringBuild?: boolean }): Promise<Stored[]> {
  return cached(CACHE_KEY, async () => {
    await connectDb(options);
    const docs = await Blog.find({}).sort({ createdAt: -1, _id: -1 }).limit(1000).lean<Lean[]>();
    return docs.map(toStored);
  });
}

type PublicRead = { duringBuild?: boolean; now?: Date };

/** Public. The posts that are live now (published, publish time come), newest first. */
export async function listPublishedBlogs({ now, ...options }: PublicRead = {}) {
  const posts = await allPosts(options);
  // the time after the read: connecting may first seed the demo posts, published "now"
  const at = now ?? new Date();
  return posts
    .filter((post) => isLive(post, at))
    .sort(newestFirst)
    .map(withoutHistory);
}

/** Public. listPublishedBlogs() as JSON with its ETag, serialised once per second (the API answers it as is). */
export async function listBlogsJson(): Promise<PublicJson> {
  return cached(`${CACHE_KEY}:json`, async () => toPublicJson(await listPublishedBlogs()));
}

/** Admin only. Every post, drafts and scheduled ones included, newest first. */
export async function listBlogsForAdmin(session: AdminSession): Promise<BlogItem[]> {
  assertAdmin(session);
  return (await allPosts()).map(withoutHistory);
}

/** Public. One live post, or null for an unknown or malformed id, a draft or a scheduled post. */
export async function getBlog(id: string): Promise<BlogItem | null> {
  if (!isObjectIdText(id)) return null;
  await connectDb();
  const doc = await Blog.findById(id).lean<Lean>();
  return doc && isLive(toStored(doc), new Date()) ? toItem(doc) : null;
}

export type PostLookup =
  | { kind: "post"; post: BlogItem; related: BlogItem[] }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/**
 * Public. The live post at /blog/<slug> with up to three live posts of its category; or where a
 * post that used to have this slug lives now; or missing (drafts and scheduled posts too).
 */
export async function findPublishedPost(slug: string, read: PublicRead = {}): Promise<PostLookup> {
  const live = await listPublishedBlogs(read);
  const post = live.find((p) => p.slug === slug);
  if (post) {
    const related = live
      .filter((p) => p._id !== post._id && p.category === post.category)
      .slice(0, 3);
    return { kind: "post", post, related };
  }
  const posts = await allPosts(read);
  const moved = posts.find(
    (p) => p.previousSlugs.includes(slug) && live.some((l) => l._id === p._id),
  );
  return moved ? { kind: "moved", slug: moved.slug } : { kind: "missing" };
}

/** The first publish time after `now` of a published post, or null when none is scheduled. */
export async function nextPublishAt(now = new Date()): Promise<Date | null> {
  const times = (await allPosts())
    .filter((p) => p.status === "published" && p.publishAt && new Date(p.publishAt) > now)
    .map((p) => new Date(p.publishAt!).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * Whether a post scheduled ahead went live in (after, upTo]: published, its publish time in that
 * span and later than its last write. A post published at once (or seeded) was shown by its write,
 * which expired the pages then; counting it again would expire them for nothing.
 */
export async function wentLiveBetween(after: Date, upTo: Date): Promise<boolean> {
  return (await allPosts()).some((p) => {
    if (p.status !== "published" || !p.publishAt) return false;
    const at = new Date(p.publishAt);
    const scheduled = !p.updatedAt || at > new Date(p.updatedAt);
    return scheduled && at > after && at <= upTo;
  });
}

/** Expires the public pages that show posts (the scheduler calls it when one goes live). */
export function expireBlogPages(): void {
  invalidate(CACHE_KEY);
}

/**
 * Runs `write` with the owner's slug (a clash is a 400 on the slug field), or with one made from
 * the title, numbered from -2 until the unique index takes it.
 */
async function withUniqueSlug<T>(
  typed: string | null,
  title: string,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  if (typed) {
    try {
      return await write(typed);
    } catch (error) {
      if (isDuplicateKey(error)) throw badRequest(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
      throw error;
    }
  }
  const base = slugify(title);
  for (let n = 1; n <= 100; n++) {
    try {
      return await write(withSuffix(base, n));
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
}

/** Image bytes as uploaded (undefined when the form had no file). */
export type ImageUpload = Uint8Array | undefined;

function changed() {
  invalidate(CACHE_KEY);
  blogScheduleChanged();
}

/** Admin only. Creates a post from its fields and an image (required). */
export async function createBlog(
  session: AdminSession,
  fields: unknown,
  image: ImageUpload,
  now = new Date(),
): Promise<BlogItem> {
  assertAdmin(session);
  const {
    slug,
    status = "published",
    publishAt,
    metaTitle,
    metaDescription,
    ...data
  } = blogSchema.parse(fields);
  if (!image) throw badRequest("An image is required", { image: ["An image is required"] });
  const fileId = await saveImage(await processBlogImage(image));
  try {
    const doc = await withUniqueSlug(slug ?? null, data.title, (slug) =>
      Blog.create({
        ...data,
        slug,
        status,
        publishAt: publishAt ?? (status === "published" ? now : null),
        metaTitle: metaTitle ?? null,
        metaDescription: metaDescription ?? null,
        image: mediaUrl(fileId),
        imageFileId: fileId,
      }),
    );
    changed();
    return toItem(doc.toObject());
  } catch (error) {
    await deleteImage(fileId);
    throw error;
  }
}

/**
 * Admin only. Updates a post; a new image (optional) replaces the old one, which is then deleted.
 * The slug stays unless the form sends another (then the old one answers with a 308) or an
 * empty one (then it is made again from the title). Fields a PUT leaves out keep their value.
 */
export async function updateBlog(
  session: AdminSession,
  id: string,
  fields: unknown,
  image: ImageUpload,
  now = new Date(),
): Promise<BlogItem> {
  assertAdmin(session);
  if (!isObjectIdText(id)) throw notFound("Blog not found");
  const { slug, status, publishAt, metaTitle, metaDescription, ...data } = blogSchema.parse(fields);
  const existing = await Blog.findById(id).lean<Lean>();
  if (!existing) throw notFound("Blog not found");
  const current = toStored(existing);
  const nextStatus = status ?? current.status;
  const nextPublishAt =
    (publishAt === undefined ? existing.publishAt : publishAt) ??
    (nextStatus === "published" ? now : null);
  const fileId = image ? await saveImage(await processBlogImage(image)) : null;
  const set = {
    ...data,
    status: nextStatus,
    publishAt: nextPublishAt,
    ...(metaTitle === undefined ? {} : { metaTitle }),
    ...(metaDescription === undefined ? {} : { metaDescription }),
    ...(fileId ? { image: mediaUrl(fileId), imageFileId: fileId } : {}),
  };
  const write = async (next: string) => {
    // (a post stored before slugs existed had none to keep)
    const old = existing.slug ? [existing.slug] : [];
    const previousSlugs = [...new Set([...current.previousSlugs, ...old])].filter(
      (s) => s !== next,
    );
    const { matchedCount } = await Blog.updateOne(
      { _id: id },
      { $set: { ...set, slug: next, previousSlugs } },
      { runValidators: true },
    );
    if (matchedCount === 0) throw notFound("Blog not found");
  };
  try {
    const base = slugify(data.title);
    const keepsSlug =
      slug === undefined ||
      (slug === null && new RegExp(`^${base}(-\\d+)?$`).test(current.slug)) ||
      slug === current.slug;
    if (keepsSlug) await write(current.slug);
    else await withUniqueSlug(slug, data.title, write);
  } catch (error) {
    await deleteImage(fileId);
    throw error;
  }
  changed();
  if (fileId) await deleteImage(existing.imageFileId);
  const updated = await Blog.findById(id).lean<Lean>();
  if (!updated) throw notFound("Blog not found");
  return toItem(updated);
}

/** Admin only. Deletes a post and its uploaded image. */
export async function deleteBlog(session: AdminSession, id: string): Promise<void> {
  assertAdmin(session);
  if (!isObjectIdText(id)) throw notFound("Blog not found");
  // read, then deleteOne (jongodb, the embedded server before the store, refused findOneAndDelete)
  const existing = await Blog.findById(id)
    .select("imageFileId")
    .lean<Pick<BlogDoc, "imageFileId">>();
  if (!existing) throw notFound("Blog not found");
  const { deletedCount } = await Blog.deleteOne({ _id: id });
  if (deletedCount === 0) throw notFound("Blog not found");
  changed();
  await deleteImage(existing.imageFileId);
}

/** Admin only. An image for the text of a post, re-encoded like a cover: the URL to put in the Markdown. */
export async function saveInlineImage(session: AdminSession, image: ImageUpload): Promise<string> {
  assertAdmin(session);
  if (!image) throw badRequest("An image is required", { image: ["An image is required"] });
  return mediaUrl(await saveImage(await processBlogImage(image)));
}

const MEDIA_URL_ID = /\/api\/media\/([a-f0-9]{24})/gi;

/** The ids of the uploaded images posts show, drafts included: covers and images in the text. */
export async function imagesInUse(): Promise<Set<string>> {
  await connectDb();
  const posts = await Blog.find().lean<Lean[]>();
  const ids = new Set<string>();
  for (const post of posts) {
    if (post.imageFileId) ids.add(String(post.imageFileId));
    for (const text of [post.image, post.content]) {
      for (const [, id] of text.matchAll(MEDIA_URL_ID)) ids.add(id!.toLowerCase());
    }
  }
  return ids;
}
