import type { Metadata } from "next";
import { Suspense } from "react";
import { BlogAdmin } from "./blog-admin";

export const metadata: Metadata = { title: "Admin Blogs" };

export default function AdminBlogsPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Admin Panel</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <BlogAdmin />
      </Suspense>
    </>
  );
}
