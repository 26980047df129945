import { webManifestResponse } from "@/lib/pages/web-manifest";
import { site } from "@/lib/site";

/**
 * The web app manifest of the client's app (linked from /my only, app/(my)/layout.tsx): added to
 * her home screen it opens her programme full screen, and stays within /my (its scope, and its
 * service worker's, public/my-sw.js).
 */
export function GET() {
  return webManifestResponse({
    start: "/my",
    scope: "/my",
    name: `${site.brand} — my programme`,
    description: `Your programme with ${site.brand}: visits, diet chart, progress and messages`,
    icons: "my",
  });
}
