import "server-only";
import type { PostView } from "@/lib/pages/public-posts";
import { site } from "@/lib/site";

const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.url}${path}`);

/** A post's BlogPosting structured data (Google's article fields), from what its page shows. */
export function blogPostingJsonLd(post: PostView) {
  const url = `${site.url}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org" as const,
    "@type": "BlogPosting" as const,
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title.slice(0, 110),
    description: post.description,
    image: [absolute(post.image)],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    inLanguage: "en-IN",
    author: { "@type": "Person" as const, name: post.author },
    publisher: {
      "@type": "Organization" as const,
      "@id": `${site.url}/#practice`,
      name: site.brand,
      url: site.url,
      logo: { "@type": "ImageObject" as const, url: `${site.url}/images/brand/logo-mark.png` },
    },
  };
}
