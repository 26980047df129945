import "server-only";
import type { Metadata } from "next";
import { PUBLIC_PAGE_TITLES, SHARE_IMAGE_TITLES, pageTitle } from "@/lib/pages/page-titles";
import { SHARE_IMAGE, type ShareImageContent, shareImagePath } from "@/lib/pages/share-images";
import { site } from "@/lib/site";

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page. The title is
 * the page's line in lib/pages/page-titles.ts; the root layout's template turns it into
 * '<Page> | {brand}'. Open Graph is repeated whole because Next replaces (does not merge) a
 * parent's openGraph object. The image is the page's share image (app/og/[image]/route.tsx).
 */
export function pageMetadata({
  description,
  path,
  locale = "en_IN",
  languages,
}: {
  description: string;
  path: string;
  /** Open Graph's locale of the page's text */
  locale?: "en_IN" | "hi_IN";
  /** the page in each language it exists in (hreflang alternates), itself included */
  languages?: Record<string, string>;
}): Metadata {
  const title = pageTitle(path);
  const images = [shareImageMetadata(shareImageContent(path))];
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
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${site.brand}`,
      description,
      images,
    },
  };
}

/** What a public page's share image shows: its title, the brand and the practitioner. */
export function shareImageContent(path: string): ShareImageContent {
  return {
    path,
    title: SHARE_IMAGE_TITLES[path as keyof typeof SHARE_IMAGE_TITLES] ?? pageTitle(path),
    brand: site.brand,
    tagline: `Dietician ${site.practitioner} · New Delhi and online`,
  };
}

/** Every public page's share image, for the route that draws them. */
export function publicShareImages(): ShareImageContent[] {
  return [...PUBLIC_PAGE_TITLES.keys()].map(shareImageContent);
}

function shareImageMetadata(content: ShareImageContent) {
  return {
    url: shareImagePath(content),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    type: SHARE_IMAGE.type,
    alt: `${content.brand}: ${content.title}`,
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
