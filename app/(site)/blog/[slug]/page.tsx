import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { PostArticle } from "@/components/blog/post-article";
import { JsonLd } from "@/components/seo/json-ld";
import { blogPostingJsonLd } from "@/components/seo/blog-posting-json-ld";
import { postMetadata } from "@/lib/pages/page-metadata";
import { loadPublicPost, loadPublishedSlugs } from "@/lib/pages/public-posts";
import { site } from "@/lib/site";

type Props = { params: Promise<{ slug: string }> };

/**
 * A slug not prerendered (a post written since the build, an old slug, an unknown one) is rendered
 * whole before anything is sent ("blocking"), so an unknown slug answers a real 404 and an old
 * one a real 308, and the result is then cached like the prerendered posts.
 */
export const unstable_paramMatching = { slug: "blocking" } as const;

/** Cache Components needs at least one; with no post yet, a slug no post can have (a 404). */
const NO_POST = "no-post-yet--";

export async function generateStaticParams() {
  const slugs = await loadPublishedSlugs();
  return (slugs.length > 0 ? slugs : [NO_POST]).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadPublicPost((await params).slug);
  return found.kind === "post" ? postMetadata(found.post) : {};
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const found = await loadPublicPost(slug);
  if (found.kind === "moved") permanentRedirect(`/blog/${found.slug}`);
  if (found.kind === "missing") notFound();
  if (found.kind === "unavailable")
    return (
      <main id="main" className="mx-auto max-w-3xl flex-1 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">
          This article is not available right now
        </h1>
        <p className="mt-4 text-lg text-slate-700">Please try again in a minute.</p>
      </main>
    );
  return (
    <>
      <JsonLd data={blogPostingJsonLd(found.post)} />
      <PostArticle
        post={found.post}
        related={found.related}
        url={`${site.url}/blog/${found.post.slug}`}
      />
    </>
  );
}
