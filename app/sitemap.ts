import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES } from "@/lib/routes";
import { loadSitemapPosts } from "@/lib/public-posts";
import { site } from "@/lib/site";

/**
 * Every public route (lib/routes.ts, the list the nav and tests share) and every published blog
 * post with its last change; admin routes never. Regenerated like /blog when posts change.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((path) => ({
    url: `${site.url}${path === "/" ? "" : path}`,
    changeFrequency: path === "/" || path === "/blog" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path === "/pricing" || path === "/appointment" ? 0.9 : 0.7,
  }));
  const posts: MetadataRoute.Sitemap = (await loadSitemapPosts()).map((post) => ({
    url: `${site.url}/blog/${post.slug}`,
    lastModified: post.updatedAt,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
