import { CONDITIONS } from "@/lib/content/conditions";
import type { STATIC_PUBLIC_ROUTES } from "@/lib/pages/routes";

type StaticPublicRoute = (typeof STATIC_PUBLIC_ROUTES)[number];

/**
 * The title of every public page but the condition pages (theirs is in lib/content/conditions):
 * its <title> ('<title> | {brand}'), its Open Graph and Twitter title and the words on its share
 * image (lib/share-image.tsx). A new public page adds its path to STATIC_PUBLIC_ROUTES and its
 * line here (the type asks for one title per route), then calls `pageMetadata({ path, ... })`.
 */
export const STATIC_PAGE_TITLES = {
  "/": "Personalized Dietician Healthcare",
  "/about": "About Us",
  "/process": "Process",
  "/pricing": "Plans",
  "/blog": "Blogs",
  "/Gallery": "Gallery",
  "/contact": "Contact",
  "/appointment": "Book an Appointment",
  "/bmicalculator": "BMI Calculator",
  "/OnlineYogaProgram": "Online Yoga Program",
  "/DeitPlans": "Diet Plans",
  "/privacypolicy": "Privacy Policy",
  "/privacypolicy/hi": "गोपनीयता नीति",
  "/termsofservice": "Terms of Service",
  "/support": "Support",
  "/cancellationrefundpolicy": "Cancellation & Refund Policy",
} as const satisfies Record<StaticPublicRoute, string>;

/**
 * What a page's share image says where its title cannot be drawn: next/og's font has no
 * Devanagari and its renderer does not shape the script (vowel signs would stand in the wrong
 * place), so a Hindi page's picture says in English what the page is.
 */
export const SHARE_IMAGE_TITLES: Partial<Record<StaticPublicRoute, string>> = {
  "/privacypolicy/hi": "Privacy Policy in Hindi",
};

/** Every public page's path and title (lib/pages/routes.ts's PUBLIC_ROUTES, in its order). */
export const PUBLIC_PAGE_TITLES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(STATIC_PAGE_TITLES),
  ...CONDITIONS.map((condition) => [`/${condition.slug}`, condition.title] as const),
]);

/** A public page's title; a path with none is a page missing from the lists above. */
export function pageTitle(path: string): string {
  const title = PUBLIC_PAGE_TITLES.get(path);
  if (title === undefined)
    throw new Error(`No title for ${path}: add it to lib/pages/page-titles.ts`);
  return title;
}
