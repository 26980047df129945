import Link from "next/link";
import { OptimizedImage } from "@/components/ui/optimized-image";
import type { BlogCardData } from "@/lib/pages/public-data";
import type { PostView } from "@/lib/pages/public-posts";
import { whatsAppShareHref } from "@/lib/whatsapp/number";
import { RelatedPosts } from "./related-posts";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
});

/** One post's page: its header, cover, text (sanitised HTML), a WhatsApp share and related posts. */
export function PostArticle({
  post,
  related,
  url,
}: {
  post: PostView;
  related: readonly BlogCardData[];
  url: string;
}) {
  return (
    <main id="main" className="flex-1 bg-white">
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p>
          <Link
            href="/blog"
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            All articles
          </Link>
        </p>
        <header className="mt-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {post.category}
          </p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-slate-700">
            By {post.author} ·{" "}
            <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>{" "}
            · {post.minutes} min read
          </p>
        </header>
        <OptimizedImage
          src={post.image}
          alt=""
          width={1200}
          height={750}
          sizes="(min-width: 768px) 720px, 100vw"
          loading="eager"
          fetchPriority="high"
          className="mt-8 aspect-[8/5] h-auto w-full rounded-2xl object-cover"
        />
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
        <p className="mt-10 border-t border-slate-200 pt-6">
          <a
            href={whatsAppShareHref(`${post.title} ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on WhatsApp: ${post.title} (opens in a new tab)`}
            className="inline-flex items-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Share on WhatsApp
          </a>
        </p>
      </article>
      {related.length > 0 ? <RelatedPosts posts={related} /> : null}
    </main>
  );
}
