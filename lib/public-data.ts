import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { connection } from "next/server";
import { cache } from "react";
import { BLOGS_TAG, listBlogs } from "@/lib/data/blogs";
import { listSpecialOffers } from "@/lib/data/special-offers";
import type { BlogItem } from "@/lib/validation/blog";
import type { SpecialOfferItem } from "@/lib/validation/special-offer";

/** The newest promotion and special offer texts, or null where there is none. */
export type PublicOffers = { promotion: string | null; specialOffer: string | null };
/** What a blog card on /blog shows. */
export type BlogCardData = Pick<BlogItem, "title" | "category" | "image" | "content"> & {
  id: string;
};

/**
 * What the public pages read from the database, shaped for their components. A failed read is
 * logged and shows as "nothing there" (spec §8): fallback offer texts, an empty blog list.
 *
 * The blog list is part of the prerendered /blog page, so a phone gets the first cover in the
 * first bytes of HTML (read while building, then kept under BLOGS_TAG, which every blog write
 * through lib/data expires, and refreshed at least once a minute for writes made elsewhere).
 * The offers are read per request. Both were tried prerendered (every public page then fully
 * static), but Lighthouse's LCP on / went from about 0.9 to 2.0 s: the browser received the whole
 * page at once and ran its scripts before the first paint (README, "Measured performance").
 */

const toOffers = (offers: SpecialOfferItem[]): PublicOffers => ({
  promotion: offers.find((o) => o.type === "promotion")?.text || null,
  specialOffer: offers.find((o) => o.type === "specialOffer")?.text || null,
});

const toCards = (blogs: BlogItem[]): BlogCardData[] =>
  blogs.map((b) => ({
    id: b._id,
    title: b.title,
    category: b.category,
    image: b.image,
    content: b.content,
  }));

export async function readPublicOffers(): Promise<PublicOffers> {
  try {
    return toOffers(await listSpecialOffers());
  } catch (error) {
    console.error("Error fetching special offers:", error);
    return { promotion: null, specialOffer: null };
  }
}

/** The blog cards for /blog, or null when they could not be read (logged). */
export async function readPublicBlogs(options?: {
  duringBuild?: boolean;
}): Promise<BlogCardData[] | null> {
  try {
    return toCards(await listBlogs(options));
  } catch (error) {
    console.error("Error fetching blogs:", error);
    return null;
  }
}

/** Per request; cache() lets the banner and the home page's promotions block share one read. */
export const loadPublicOffers = cache(async (): Promise<PublicOffers> => {
  await connection();
  return readPublicOffers();
});

export async function loadSpecialOfferText(): Promise<string | null> {
  return (await loadPublicOffers()).specialOffer;
}

/** Long enough to stay part of a prerendered page (Next needs an expiry of 5 minutes or more). */
const RETRY_SOON = { stale: 30, revalidate: 10, expire: 300 };

/**
 * Part of the prerendered /blog page itself, not a streamed <Suspense> hole: a hole is revealed by
 * React up to 300 ms after the first paint, which made the first cover (the page's LCP) late.
 * A failed read gives an empty list, kept for 10 seconds only (RETRY_SOON), so the page is
 * regenerated on the next request after that. (Throwing instead would fail the build, even though
 * the caller could catch it; a shorter cache life would make the list a per-request hole again.)
 */
export async function loadPublicBlogs(): Promise<BlogCardData[]> {
  "use cache";
  cacheTag(BLOGS_TAG);
  const blogs = await readPublicBlogs({ duringBuild: true });
  if (blogs) cacheLife("minutes");
  else cacheLife(RETRY_SOON);
  return blogs ?? [];
}
