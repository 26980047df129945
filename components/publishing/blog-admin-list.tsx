"use client";
import Image from "next/image";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import type { AdminBlog } from "./blog-types";
import { ErrorMessage } from "../admin/error-message";

type BlogListProps = {
  blogs: AdminBlog[];
  loadFailed: boolean;
  onEdit: (blog: AdminBlog) => void;
  editingId: string | undefined;
};

const preview = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);
const smallButton = "rounded-md border px-3 py-1 text-sm font-semibold disabled:opacity-60";

export function BlogList({ blogs, loadFailed, onEdit, editingId }: BlogListProps) {
  const { pending, call } = useApiCall();
  const [error, setError] = useState("");
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(blog: AdminBlog) {
    if (!window.confirm(`Delete the blog “${blog.title}”? This cannot be undone.`)) return;
    setDeleting(blog.id);
    setError("");
    const result = await call(`/api/blogs/${blog.id}`, {
      method: "DELETE",
      success: "Blog deleted successfully!",
      failure: "Error deleting blog",
      refresh: true,
    });
    if (!result.ok) setError("Error deleting blog");
    setDeleting(null);
  }

  if (loadFailed) return <ErrorMessage>Error fetching blogs</ErrorMessage>;
  return (
    <>
      <p role="alert" className="font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <p className="mb-3 text-slate-700">
        {blogs.length === 1 ? "1 blog" : `${blogs.length} blogs`}
      </p>
      <ul className="flex flex-col gap-3">
        {blogs.map((blog) => (
          <li
            key={blog.id}
            aria-label={blog.title}
            className={`flex gap-3 rounded-lg border bg-white p-3 ${editingId === blog.id ? "border-amber-400" : "border-slate-200"}`}
          >
            <Image
              src={blog.image}
              alt=""
              width={80}
              height={80}
              unoptimized
              className="size-20 shrink-0 rounded-md object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-semibold text-slate-900">{blog.title}</h3>
              <p className="text-sm text-slate-600">
                {blog.category} · {blog.author}
              </p>
              <p className="text-sm">
                <span
                  className={`rounded px-1.5 py-0.5 font-semibold ${blog.state === "Published" ? "bg-brand-50 text-brand-800" : "bg-amber-50 text-amber-900"}`}
                >
                  {blog.state}
                </span>{" "}
                {blog.state === "Published" ? (
                  <a
                    href={`/blog/${blog.slug}`}
                    className="text-brand-800 underline underline-offset-2"
                  >
                    /blog/{blog.slug}
                  </a>
                ) : (
                  <span className="text-slate-700">/blog/{blog.slug}</span>
                )}
              </p>
              <p className="text-sm break-words text-slate-700">{preview(blog.content)}</p>
              <div className="mt-1 flex gap-2">
                <button
                  type="button"
                  onClick={() => onEdit(blog)}
                  aria-label={`Edit ${blog.title}`}
                  className={`${smallButton} border-brand-700 text-brand-800 hover:bg-brand-50`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => remove(blog)}
                  disabled={pending && deleting === blog.id}
                  aria-label={`Delete ${blog.title}`}
                  className={`${smallButton} border-red-700 text-red-700 hover:bg-red-50`}
                >
                  Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
