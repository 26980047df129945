import { readBlogForm } from "@/lib/publishing/blog-form-parts";
import { publicJsonResponse } from "@/lib/server/api/public-json";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { createBlog, listBlogsJson } from "@/lib/publishing/data/blogs";

/** Public: every blog post, newest first. */
export const GET = apiRoute(async (request) => publicJsonResponse(request, await listBlogsJson()));

/** Admin: create a post from a multipart form (title, content, author, category, image). */
export const POST = withAdmin(async (request, { session }) => {
  const { fields, image } = await readBlogForm(request);
  const data = await createBlog(session, fields, image);
  return json({ success: true, data }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
