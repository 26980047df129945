import { readBlogForm } from "@/lib/publishing/blog-form-parts";
import { notFound } from "@/lib/server/api/api-errors";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { deleteBlog, getBlog, updateBlog } from "@/lib/publishing/data/blogs";

type Context = { params: Promise<{ id: string }> };

/** Public: one post. */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const blog = await getBlog((await params).id);
  if (!blog) throw notFound("Blog not found");
  return json(blog);
});

/** Admin: update a post (same multipart form; the image is optional). */
export const PUT = withAdmin<Context>(async (request, { params, session }) => {
  const { fields, image } = await readBlogForm(request);
  const data = await updateBlog(session, (await params).id, fields, image);
  return json({ success: true, data });
});

/** Admin: delete a post and its image. */
export const DELETE = withAdmin<Context>(async (_request, { params, session }) => {
  await deleteBlog(session, (await params).id);
  return json({ success: true, message: "Blog deleted" });
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
