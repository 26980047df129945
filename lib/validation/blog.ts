import { z } from "zod";
import { multiLineText, singleLineText } from "./fields";
import type { RecordBase } from "./record";

/** The text fields of a blog post; the image is a file checked by the upload code (required on create). */
export const blogSchema = z.object({
  title: singleLineText("Title", 200),
  content: multiLineText("Content", 50_000),
  author: singleLineText("Author", 100),
  category: singleLineText("Category", 100),
});

export type BlogInput = z.infer<typeof blogSchema>;

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** A stored post. `image` is the URL the picture is served from (/api/media/<id>, or /images/blog/... for demo posts). */
export type BlogItem = RecordBase & BlogInput & { image: string };
