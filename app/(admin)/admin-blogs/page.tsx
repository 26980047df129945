import { Suspense } from "react";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { BlogAdmin } from "./blog-admin";

export const generateMetadata = adminPageMetadata("Admin Blogs");

export default async function AdminBlogsPage() {
  await requireAdminPage();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Admin Panel</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <BlogAdmin />
      </Suspense>
    </>
  );
}
