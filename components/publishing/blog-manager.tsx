"use client";
import { useState } from "react";
import { BlogForm } from "./blog-form";
import { BlogList } from "./blog-admin-list";
import type { AdminBlog } from "./blog-types";

/** Create/edit form and the list share one state: which blog, if any, is being edited. */
export function BlogManager({ blogs, loadFailed }: { blogs: AdminBlog[]; loadFailed: boolean }) {
  const [editing, setEditing] = useState<AdminBlog | null>(null);

  function edit(blog: AdminBlog) {
    setEditing(blog);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-labelledby="blog-form-heading"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="blog-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Create New Blogs
        </h2>
        <BlogForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      </section>
      <section aria-labelledby="blog-list-heading">
        <h2 id="blog-list-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Previous Blogs
        </h2>
        <BlogList blogs={blogs} loadFailed={loadFailed} onEdit={edit} editingId={editing?.id} />
      </section>
    </div>
  );
}
