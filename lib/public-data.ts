import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { cache } from "react";
import type { BlogCardData } from "@/components/blog/blog-grid";
import type { PublicOffers } from "@/components/home/promotions";
import { BLOGS_TAG, listBlogs, type BlogItem } from "@/lib/data/blogs";
import { OFFERS_TAG, listSpecialOffers, type SpecialOfferItem } from "@/lib/data/special-offers";

/**
 * What the public pages read from the database, shaped for their components.
 *
 * The pages carry the lists in their prerendered HTML (read while building, then kept under a
 * cache tag that every write through the data layer expires, and refreshed at least once a
 * minute for writes made elsewhere). A page then needs no per-request rendering: a phone gets
 * the banner, the offers and the first blog cover in the first bytes, and the document carries
 * one page payload instead of two. When the prerendered read fails (no database while building),
 * the list is read per request instead. A failed read is logged and shows as "nothing there"
 * (spec §8): fallback offer texts, an empty blog list.
 */

const toOffers = (offers: SpecialOfferItem[]): PublicOffers => ({
  promotion: offers.find((o) => o.type === "promotion")?.text || null,
  specialOffer: offers.find((o) => o.type === "specialOffer")?.text || null,
});

const toCards = (blogs: BlogItem[]): BlogCardData[] =>
  blogs.map((b) => ({ id: b._id, title: b.title, category: b.category, image: b.image, content: b.content }));

const NO_OFFERS: PublicOffers = { promotion: null, specialOffer: null };

/** The offers for the pages, or null when they could not be read (logged). */
export async function readPublicOffers(options?: { duringBuild?: boolean }): Promise<PublicOffers | null> {
  try {
    return toOffers(await listSpecialOffers(options));
  } catch (error) {
    console.error("Error fetching special offers:", error);
    return null;
  }
}

/** The blog cards for /blog, or null when they could not be read (logged). */
export async function readPublicBlogs(options?: { duringBuild?: boolean }): Promise<BlogCardData[] | null> {
  try {
    return toCards(await listBlogs(options));
  } catch (error) {
    console.error("Error fetching blogs:", error);
    return null;
  }
}

// A failed read is kept only briefly ("seconds"), which also keeps it out of the prerendered
// page: that part is then rendered per request, and shows the fallback only while reads fail.
async function prerenderedOffers(): Promise<PublicOffers> {
  "use cache";
  cacheTag(OFFERS_TAG);
  const offers = await readPublicOffers({ duringBuild: true });
  if (offers) cacheLife("minutes");
  else cacheLife("seconds");
  return offers ?? NO_OFFERS;
}

async function prerenderedBlogs(): Promise<BlogCardData[]> {
  "use cache";
  cacheTag(BLOGS_TAG);
  const blogs = await readPublicBlogs({ duringBuild: true });
  if (blogs) cacheLife("minutes");
  else cacheLife("seconds");
  return blogs ?? [];
}

/** cache() lets the banner and the home page's promotions block share one read per render. */
export const loadPublicOffers = cache(prerenderedOffers);

export async function loadSpecialOfferText(): Promise<string | null> {
  return (await loadPublicOffers()).specialOffer;
}

export const loadPublicBlogs = prerenderedBlogs;
