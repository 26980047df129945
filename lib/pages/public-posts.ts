import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { renderMarkdown } from "@/lib/publishing/markdown";
import { excerpt, markdownToText, readingMinutes } from "@/lib/publishing/post-text";
import { BLOGS_TAG, findPublishedPost, listPublishedBlogs } from "@/lib/publishing/data/blogs";
import type { BlogItem } from "@/lib/publishing/blog-schema";
import { PAGE_LIFE, RETRY_SOON, toCards, type BlogCardData } from "./public-data";

/**
 * What the post pages (/blog/<slug>), the sitemap and the feed read: `"use cache"` reads tagged
 * BLOGS_TAG, like /blog's (lib/pages/public-data.ts), so the blog writes and the publishing schedule
 * (lib/publishing/blog-schedule.ts) expire them, and a failed read is kept for 10 seconds only.
 */

/** A post as its page shows it; `html` is the Markdown rendered and sanitised on the server. */
export type PostView = Pick<
  BlogItem,
  "title" | "slug" | "category" | "author" | "image" | "updatedAt" | "metaTitle"
> & {
  html: string;
  description: string;
  minutes: number;
  publishedAt: string;
};

export type PublicPost =
  | { kind: "post"; post: PostView; related: BlogCardData[] }
  | { kind: "moved"; slug: string }
  | { kind: "missing" }
  | { kind: "unavailable" };

const publishedAt = (post: BlogItem) => post.publishAt ?? post.createdAt;

function toView(post: BlogItem): PostView {
  const text = markdownToText(post.content);
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    author: post.author,
    image: post.image,
    updatedAt: post.updatedAt,
    metaTitle: post.metaTitle,
    html: renderMarkdown(post.content),
    description: post.metaDescription ?? excerpt(markdownToText(post.content, { headings: false })),
    minutes: readingMinutes(text),
    publishedAt: publishedAt(post),
  };
}

export async function loadPublicPost(slug: string): Promise<PublicPost> {
  "use cache";
  cacheTag(BLOGS_TAG);
  try {
    const found = await findPublishedPost(slug, { duringBuild: true });
    cacheLife(PAGE_LIFE);
    if (found.kind !== "post") return found;
    return { kind: "post", post: toView(found.post), related: toCards(found.related) };
  } catch (error) {
    console.error("Error fetching blog post:", error);
    cacheLife(RETRY_SOON);
    return { kind: "unavailable" };
  }
}

/** Live posts for the sitemap and the feed (newest first), or [] when they could not be read. */
async function readLive(): Promise<BlogItem[] | null> {
  try {
    return await listPublishedBlogs({ duringBuild: true });
  } catch (error) {
    console.error("Error fetching blogs:", error);
    return null;
  }
}

/** The slugs to prerender: every live post's. */
export async function loadPublishedSlugs(): Promise<string[]> {
  "use cache";
  cacheTag(BLOGS_TAG);
  const posts = await readLive();
  cacheLife(posts ? PAGE_LIFE : RETRY_SOON);
  return (posts ?? []).map((p) => p.slug);
}

export type SitemapPost = { slug: string; updatedAt: string };

export async function loadSitemapPosts(): Promise<SitemapPost[]> {
  "use cache";
  cacheTag(BLOGS_TAG);
  const posts = await readLive();
  cacheLife(posts ? PAGE_LIFE : RETRY_SOON);
  return (posts ?? []).map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }));
}

export type FeedPost = Pick<PostView, "title" | "slug" | "category" | "author" | "publishedAt"> & {
  description: string;
};
export const FEED_SIZE = 20;

export async function loadFeedPosts(): Promise<FeedPost[]> {
  "use cache";
  cacheTag(BLOGS_TAG);
  const posts = await readLive();
  cacheLife(posts ? PAGE_LIFE : RETRY_SOON);
  return (posts ?? []).slice(0, FEED_SIZE).map((p) => ({
    title: p.title,
    slug: p.slug,
    category: p.category,
    author: p.author,
    publishedAt: publishedAt(p),
    description: p.metaDescription ?? excerpt(markdownToText(p.content, { headings: false }), 300),
  }));
}
