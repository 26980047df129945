import type { MetadataRoute } from "next";
import { site } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  return {
    // uploaded images (blog covers, pictures in posts) are content: search engines may show them
    rules: {
      userAgent: "*",
      allow: ["/", "/api/media/"],
      // the client's app: her own pages, nothing to index
      disallow: ["/admin-", "/api/", "/AdminLogin", "/my"],
    },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
