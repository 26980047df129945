"use client";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { BlogCardData } from "@/lib/pages/public-data";

/** A card with its cover image already rendered on the server (no image code in the browser). */
export type BlogCard = BlogCardData & { cover: ReactNode };

export const PREVIEW_LENGTH = 100;

/**
 * Two columns of blog cards; 'Read More' expands one card and collapses any other. The title
 * links to the post's own page (prefetched only when followed: the cards are many).
 */
export function BlogGrid({ blogs }: { blogs: readonly BlogCard[] }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {blogs.map((blog) => {
        const open = expanded === blog.id;
        const long = blog.text.length > PREVIEW_LENGTH;
        const contentId = `blog-${blog.id}-content`;
        return (
          <li key={blog.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200">
              {blog.cover}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {blog.category}
                </p>
                <h2 className="mt-1 text-xl font-bold text-slate-900">
                  <Link
                    href={`/blog/${blog.slug}`}
                    prefetch={false}
                    className="underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {blog.title}
                  </Link>
                </h2>
                <p id={contentId} className="mt-3 flex-1 whitespace-pre-line text-slate-700">
                  {open || !long ? blog.text : `${blog.text.slice(0, PREVIEW_LENGTH)}…`}
                </p>
                {long ? (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={contentId}
                    aria-label={`${open ? "Read Less" : "Read More"}: ${blog.title}`}
                    onClick={() => setExpanded(open ? null : blog.id)}
                    className="mt-4 self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    {open ? "Read Less" : "Read More"}
                  </button>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
