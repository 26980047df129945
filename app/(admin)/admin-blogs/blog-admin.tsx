import { BlogManager } from "@/components/admin/blog-manager";
import type { AdminBlog } from "@/components/admin/blog-types";
import { listBlogs } from "@/lib/data/blogs";
import { loadAdminData } from "../load-admin-data";

export async function BlogAdmin() {
  const result = await loadAdminData("blogs", () => listBlogs());
  const blogs: AdminBlog[] = result.ok
    ? result.data.map((b) => ({
        id: String(b._id),
        title: b.title,
        content: b.content,
        author: b.author,
        category: b.category,
        image: b.image,
      }))
    : [];
  return <BlogManager blogs={blogs} loadFailed={!result.ok} />;
}
