import { readBlogForm } from "@/lib/api/blog-form";
import { apiRoute, json, jsonText, otherMethods } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/session";
import { createBlog, listBlogsJson } from "@/lib/data/blogs";

/** Public: every blog post, newest first. */
export const GET = apiRoute(async () => jsonText(await listBlogsJson()));

/** Admin: create a post from a multipart form (title, content, author, category, image). */
export const POST = apiRoute(async (request) => {
  await requireAdmin(request); // before reading up to 5 MB from someone who may not post
  const { fields, image } = await readBlogForm(request);
  const data = await createBlog(fields, image, request);
  return json({ success: true, data }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
