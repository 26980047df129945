import { readBlogForm } from "@/lib/api/blog-form";
import { publicJsonResponse } from "@/lib/api/public-json";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { withAdmin } from "@/lib/api/with-admin";
import { createBlog, listBlogsJson } from "@/lib/data/blogs";

/** Public: every blog post, newest first. */
export const GET = apiRoute(async (request) => publicJsonResponse(request, await listBlogsJson()));

/** Admin: create a post from a multipart form (title, content, author, category, image). */
export const POST = withAdmin(async (request, { session }) => {
  const { fields, image } = await readBlogForm(request);
  const data = await createBlog(session, fields, image);
  return json({ success: true, data }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
