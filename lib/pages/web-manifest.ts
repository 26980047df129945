import { site } from "@/lib/site";

/** The brand's greens (app/globals.css `--color-brand-700`, `-50`; app/layout.tsx's theme colour). */
const THEME_COLOR = "#1a7b50";
const BACKGROUND_COLOR = "#effaf3";

/**
 * A web app manifest answer, the admin's or the client app's: opened from the home screen full
 * screen at `start`, with the icons `public/icons/<icons>-192.png`, `-512.png` and
 * `-maskable-512.png`. The same for everyone: nothing of a person is in it.
 */
export function webManifestResponse(app: {
  start: string;
  scope: string;
  name: string;
  description: string;
  icons: "admin" | "my";
}): Response {
  const icon = (file: string, sizes: string, purpose: "any" | "maskable") => ({
    src: `/icons/${app.icons}-${file}.png`,
    sizes,
    type: "image/png",
    purpose,
  });
  const manifest = {
    id: app.start,
    name: app.name,
    short_name: site.brand,
    description: app.description,
    start_url: app.start,
    scope: app.scope,
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      icon("192", "192x192", "any"),
      icon("512", "512x512", "any"),
      icon("maskable-512", "512x512", "maskable"),
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
