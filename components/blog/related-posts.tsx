import Link from "next/link";
import { OptimizedImage } from "@/components/ui/optimized-image";
import type { BlogCardData } from "@/lib/pages/public-data";

/** Up to three other posts of the same category, below a post. */
export function RelatedPosts({ posts }: { posts: readonly BlogCardData[] }) {
  return (
    <section aria-labelledby="related-heading" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
          Related articles
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <Link
                href={`/blog/${post.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <OptimizedImage
                  src={post.image}
                  alt=""
                  width={1200}
                  height={750}
                  sizes="(min-width: 768px) 320px, 100vw"
                  className="aspect-[8/5] h-auto w-full object-cover"
                />
                <span className="flex flex-col gap-1 p-4">
                  <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {post.category}
                  </span>
                  <span className="font-bold text-slate-900 group-hover:text-brand-800">
                    {post.title}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
