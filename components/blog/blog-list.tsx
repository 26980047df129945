import { OptimizedImage } from "@/components/ui/optimized-image";
import type { BlogCardData } from "@/lib/pages/public-data";
import { BlogGrid } from "./blog-grid";

/** The blog cards, or a short note when there are none (or they could not be read). */
export function BlogList({ blogs }: { blogs: readonly BlogCardData[] }) {
  if (blogs.length === 0)
    return <p className="text-slate-700">New articles are on their way. Please check back soon.</p>;
  const cards = blogs.map((blog, index) => ({
    ...blog,
    cover: (
      <OptimizedImage
        src={blog.image}
        alt=""
        width={1200}
        height={750}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        loading={index < 2 ? "eager" : "lazy"}
        // the first cover is the largest thing on a phone's first screen
        fetchPriority={index === 0 ? "high" : undefined}
        className="aspect-[8/5] h-auto w-full object-cover"
      />
    ),
  }));
  return <BlogGrid blogs={cards} />;
}
