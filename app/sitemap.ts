import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES } from "@/lib/routes";
import { site } from "@/lib/site";

/** Every public route (lib/routes.ts, the list the nav and tests share); admin routes never. */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_ROUTES.map((path) => ({
    url: `${site.url}${path === "/" ? "" : path}`,
    changeFrequency: path === "/" || path === "/blog" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path === "/pricing" || path === "/appointment" ? 0.9 : 0.7,
  }));
}
