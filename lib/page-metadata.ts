import "server-only";
import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * Title, description, canonical URL and Open Graph for a public page. The root layout's
 * template turns the title into '<Page> | {brand}'; Open Graph is repeated whole because
 * Next replaces (does not merge) a parent's openGraph object.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale = "en_IN",
  languages,
}: {
  title: string;
  description: string;
  path: string;
  /** Open Graph's locale of the page's text */
  locale?: "en_IN" | "hi_IN";
  /** the page in each language it exists in (hreflang alternates), itself included */
  languages?: Record<string, string>;
}): Metadata {
  return {
    title,
    description,
    alternates: languages ? { canonical: path, languages } : { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.brand,
      locale,
      url: path,
      title: `${title} | ${site.brand}`,
      description,
    },
  };
}

/** The blog's RSS feed, linked from the head of /blog and of every post page. */
export const BLOG_FEED_LINK = {
  "application/rss+xml": [{ url: "/blog/rss.xml", title: `${site.brand} blog` }],
};

/** A post page's title ('<Post> | {brand}'), description, canonical URL, Open Graph article and Twitter card. */
export function postMetadata(post: {
  title: string;
  metaTitle: string | null;
  description: string;
  slug: string;
  image: string;
  author: string;
  category: string;
  publishedAt: string;
  updatedAt: string;
}): Metadata {
  const title = post.metaTitle ?? post.title;
  const path = `/blog/${post.slug}`;
  const images = [{ url: post.image, alt: post.title }];
  return {
    title,
    description: post.description,
    authors: [{ name: post.author }],
    alternates: { canonical: path, types: BLOG_FEED_LINK },
    openGraph: {
      type: "article",
      siteName: site.brand,
      locale: "en_IN",
      url: path,
      title: `${title} | ${site.brand}`,
      description: post.description,
      images,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      section: post.category,
    },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${site.brand}`,
      description: post.description,
      images,
    },
  };
}
