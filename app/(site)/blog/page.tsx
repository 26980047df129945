import { BlogList } from "@/components/blog/blog-list";
import { PageHeader } from "@/components/layout/page-header";
import { BLOG_FEED_LINK, pageMetadata } from "@/lib/pages/page-metadata";
import { loadPublicBlogs } from "@/lib/pages/public-data";

const base = pageMetadata({
  description:
    "Practical articles on healthy Indian eating, nutrition for health conditions and everyday habits, from our dietician.",
  path: "/blog",
});
export const metadata = { ...base, alternates: { ...base.alternates, types: BLOG_FEED_LINK } };

export default async function BlogPage() {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6">
        <PageHeader eyebrow="Blog" title="Articles from our dietician">
          <p>
            Short, practical reads on eating well at home, living with a health condition and
            building habits that last.
          </p>
        </PageHeader>
        <BlogList blogs={await loadPublicBlogs()} />
      </div>
    </main>
  );
}
