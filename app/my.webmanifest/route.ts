import { site } from "@/lib/site";

/** The brand's greens, as the admin's manifest (app/admin.webmanifest/route.ts). */
const THEME_COLOR = "#1a7b50";
const BACKGROUND_COLOR = "#effaf3";

const ICONS = [
  { src: "/icons/my-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/my-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/my-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * The web app manifest of the client's app (linked from /my only, app/(my)/layout.tsx): added to
 * her home screen it opens her programme full screen, and stays within /my (its scope, and its
 * service worker's, public/my-sw.js). The same for every client: nothing of hers is in it.
 */
export function GET() {
  const manifest = {
    id: "/my",
    name: `${site.brand} — my programme`,
    short_name: site.brand,
    description: `Your programme with ${site.brand}: visits, diet chart, progress and messages`,
    start_url: "/my",
    scope: "/my",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
