import { BlogManager } from "@/components/publishing/blog-manager";
import type { AdminBlog } from "@/components/publishing/blog-types";
import { formatDateTime } from "@/components/admin/display-format";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { CLINIC_TIME_ZONE } from "@/lib/booking/clinic-hours";
import { listBlogsForAdmin } from "@/lib/publishing/data/blogs";
import { isLive, istLocalInput, type BlogItem } from "@/lib/publishing/blog-schema";
import { loadAdminData } from "../load-admin-data";

function stateOf(blog: BlogItem, now: Date): string {
  if (blog.status === "draft") return "Draft";
  if (!isLive(blog, now) && blog.publishAt)
    return `Scheduled for ${formatDateTime(blog.publishAt, CLINIC_TIME_ZONE)}`;
  return "Published";
}

export async function BlogAdmin() {
  const session = await requireAdminPage();
  const result = await loadAdminData("blogs", () => listBlogsForAdmin(session));
  const now = new Date();
  const blogs: AdminBlog[] = result.ok
    ? result.data.map((b) => ({
        id: String(b._id),
        title: b.title,
        content: b.content,
        author: b.author,
        category: b.category,
        image: b.image,
        slug: b.slug,
        status: b.status,
        publishAtLocal: istLocalInput(b.publishAt),
        state: stateOf(b, now),
        metaTitle: b.metaTitle ?? "",
        metaDescription: b.metaDescription ?? "",
      }))
    : [];
  return <BlogManager blogs={blogs} loadFailed={!result.ok} />;
}
