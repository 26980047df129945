import type { MetadataRoute } from "next";
import { PRIVACY_NOTICE_PATHS, privacyNoticeLanguages } from "@/lib/content/consent-lines-hindi";
import { PUBLIC_ROUTES } from "@/lib/pages/routes";
import { loadSitemapPosts } from "@/lib/pages/public-posts";
import { site } from "@/lib/site";

/**
 * Every public route (lib/pages/routes.ts, the list the nav and tests share) and every published blog
 * post with its last change; admin routes never. Regenerated like /blog when posts change.
 * The privacy notice's two languages name each other (hreflang alternates).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const noticePaths: readonly string[] = Object.values(PRIVACY_NOTICE_PATHS);
  const noticeLanguages = Object.fromEntries(
    Object.entries(privacyNoticeLanguages()).map(([lang, path]) => [lang, `${site.url}${path}`]),
  );
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((path) => ({
    url: `${site.url}${path === "/" ? "" : path}`,
    changeFrequency: path === "/" || path === "/blog" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path === "/pricing" || path === "/appointment" ? 0.9 : 0.7,
    ...(noticePaths.includes(path) ? { alternates: { languages: noticeLanguages } } : {}),
  }));
  const posts: MetadataRoute.Sitemap = (await loadSitemapPosts()).map((post) => ({
    url: `${site.url}/blog/${post.slug}`,
    lastModified: post.updatedAt,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
