import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { BlogAdmin } from "./blog-admin";

export const generateMetadata = adminPageMetadata("Admin Blogs");

export default async function AdminBlogsPage() {
  await requireAdminPage();
  return (
    <AdminScreen title="Admin Panel">
      <BlogAdmin />
    </AdminScreen>
  );
}
