import { z } from "zod";
import { META_DESCRIPTION_MAX, META_TITLE_MAX, SLUG_MAX } from "@/lib/publishing/blog-limits";
import { slugify } from "@/lib/publishing/slug";
import { IST_OFFSET_MINUTES } from "@/lib/booking/clinic-hours";
import { istDate } from "@/lib/booking/slots";
import { DATE_BOUNDS, withinBound } from "../forms/date-bounds";
import { isSingleLine, multiLineText, singleLineMessage, singleLineText } from "../forms/fields";
import type { RecordBase } from "../server/record";

export const BLOG_STATUSES = ["draft", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** An optional one-line field: "" clears it (null), absent keeps what is stored (undefined). */
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine(isSingleLine, singleLineMessage(label))
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .optional();

/**
 * A slug the owner typed, normalised the way titles are ("Ragi Dosa!" -> "ragi-dosa"); "" asks
 * for one made from the title (null).
 */
const slugField = z
  .string()
  .trim()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .transform((value, ctx) => {
    if (!value) return null;
    const slug = slugify(value, "");
    if (!slug) ctx.addIssue({ code: "custom", message: "Slug needs at least one letter or digit" });
    return slug;
  })
  .optional();

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The form's `datetime-local` value is a time in IST ("2026-03-01T09:30"); an API client may also
 * send an ISO instant with its offset. Stored as a UTC Date; "" means "no publish time" (null).
 */
const publishAtField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!value) return null;
    const local = LOCAL_TIME.exec(value);
    const date = local
      ? new Date(
          Date.UTC(+local[1]!, +local[2]! - 1, +local[3]!, +local[4]!, +local[5]!) -
            IST_OFFSET_MINUTES * 60_000,
        )
      : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
        ? new Date(value)
        : new Date(NaN);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "Enter the publish date and time" });
      return z.NEVER;
    }
    const day = istDate(date); // "+010000-01-01" past the year 9999
    if (!/^\d{4}-/.test(day) || !withinBound(day, DATE_BOUNDS.publishAt)) {
      const message = "Choose a publish time from a year ago to two years ahead";
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return date;
  })
  .optional();

/**
 * The fields of a blog post's form; the image is a file checked by the upload code (required on
 * create). The spec's four text fields are required; the rest are optional, and when a PUT leaves
 * one out the stored value is kept (a client of spec §7 sends only the four).
 */
export const blogSchema = z.object({
  title: singleLineText("Title", 200),
  content: multiLineText("Content", 50_000),
  author: singleLineText("Author", 100),
  category: singleLineText("Category", 100),
  slug: slugField,
  status: z.enum(BLOG_STATUSES, { error: "Choose draft or published" }).optional(),
  publishAt: publishAtField,
  metaTitle: optionalLine("SEO headline", META_TITLE_MAX),
  metaDescription: optionalLine("SEO description", META_DESCRIPTION_MAX),
});

export type BlogInput = z.infer<typeof blogSchema>;

/** The admin preview's body: the Markdown to render. */
export const blogPreviewSchema = z.object({ content: z.string().max(50_000) });

export { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from "@/lib/publishing/image-limits";

/**
 * A stored post. `image` is the URL the picture is served from (/api/media/<id>, or
 * /images/blog/... for demo posts); `publishAt` an ISO instant or null; a post is public when it
 * is published and its publish time (if any) has come.
 */
export type BlogItem = RecordBase & {
  title: string;
  content: string;
  author: string;
  category: string;
  image: string;
  slug: string;
  status: BlogStatus;
  publishAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
};

/** When a stored post shows publicly: published, and its publish time (if any) has come. */
export const isLive = (post: Pick<BlogItem, "status" | "publishAt">, now: Date): boolean =>
  post.status === "published" && (!post.publishAt || new Date(post.publishAt) <= now);

/** The IST `datetime-local` value of an instant, for the form ("2026-03-01T09:30"). */
export const istLocalInput = (iso: string | null): string =>
  iso
    ? new Date(new Date(iso).getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16)
    : "";
