import { BlogGrid, type BlogCardData } from "./blog-grid";

/** Awaits the blogs inside <Suspense>; an empty list (or a failed read) shows a short note. */
export async function BlogList({ blogs }: { blogs: Promise<readonly BlogCardData[]> }) {
  const list = await blogs;
  if (list.length === 0) return <p className="text-slate-700">New articles are on their way. Please check back soon.</p>;
  return <BlogGrid blogs={list} />;
}

export function BlogListSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="h-96 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
