import { readBlogForm } from "@/lib/api/blog-form";
import { notFound } from "@/lib/api/errors";
import { apiRoute, json, otherMethods } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/session";
import { deleteBlog, getBlog, updateBlog } from "@/lib/data/blogs";

type Context = { params: Promise<{ id: string }> };

/** Public: one post. */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const blog = await getBlog((await params).id);
  if (!blog) throw notFound("Blog not found");
  return json(blog);
});

/** Admin: update a post (same multipart form; the image is optional). */
export const PUT = apiRoute<Context>(async (request, { params }) => {
  await requireAdmin(request);
  const { fields, image } = await readBlogForm(request);
  const data = await updateBlog((await params).id, fields, image, request);
  return json({ success: true, data });
});

/** Admin: delete a post and its image. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  await deleteBlog((await params).id, request);
  return json({ success: true, message: "Blog deleted" });
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
