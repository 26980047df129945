import { z } from "zod";
import { requiredText } from "./fields";
import type { RecordBase } from "./record";

/** The text fields of a blog post; the image is a file checked by the upload code (required on create). */
export const blogSchema = z.object({
  title: requiredText("Title", 200),
  content: requiredText("Content", 50_000),
  author: requiredText("Author", 100),
  category: requiredText("Category", 100),
});

export type BlogInput = z.infer<typeof blogSchema>;

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** A stored post. `image` is the URL the picture is served from (/api/media/<id>, or /images/blog/... for demo posts). */
export type BlogItem = RecordBase & BlogInput & { image: string };
