import { site } from "@/lib/site";

/** The brand's greens (app/globals.css `--color-brand-700`, `-50`; app/layout.tsx's theme colour). */
const THEME_COLOR = "#1a7b50";
const BACKGROUND_COLOR = "#effaf3";

const ICONS = [
  { src: "/icons/admin-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/admin-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  {
    src: "/icons/admin-maskable-512.png",
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
] as const;

/**
 * The web app manifest of the admin (linked from the admin pages only, app/(admin)/layout.tsx):
 * added to her home screen it opens the Today desk full screen. Not linked from the public pages,
 * where "install" would give a visitor the owner's sign-in page.
 */
export function GET() {
  const manifest = {
    id: "/admin",
    name: site.brand,
    short_name: site.brand,
    description: `The bookings, plan requests and messages of ${site.brand}`,
    start_url: "/admin",
    scope: "/",
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
