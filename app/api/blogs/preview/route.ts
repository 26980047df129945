import { readJson } from "@/lib/server/api/body";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { renderMarkdown } from "@/lib/publishing/markdown";
import { blogPreviewSchema } from "@/lib/publishing/blog-schema";

/** 50,000 characters of Devanagari are 150 KB of UTF-8. */
const PREVIEW_MAX_BYTES = 256 * 1024;

/**
 * Admin: a post's Markdown { content } as the post page will show it (the same sanitised HTML),
 * so the admin form can preview without shipping a Markdown library to the browser.
 */
export const POST = withAdmin(async (request) => {
  const { content } = blogPreviewSchema.parse(await readJson(request, PREVIEW_MAX_BYTES));
  return json({ success: true, html: renderMarkdown(content) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
