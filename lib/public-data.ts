import "server-only";
import { connection } from "next/server";
import { cache } from "react";
import type { BlogCardData } from "@/components/blog/blog-grid";
import type { PublicOffers } from "@/components/home/promotions";
import { listBlogs } from "@/lib/data/blogs";
import { listSpecialOffers } from "@/lib/data/special-offers";

/**
 * What the public pages read from the database, shaped for their components. A failed read
 * is logged and shows as "nothing there" (spec §8): fallback offer texts, an empty blog list.
 */
export async function readPublicOffers(): Promise<PublicOffers> {
  try {
    const offers = await listSpecialOffers();
    return {
      promotion: offers.find((o) => o.type === "promotion")?.text || null,
      specialOffer: offers.find((o) => o.type === "specialOffer")?.text || null,
    };
  } catch (error) {
    console.error("Error fetching special offers:", error);
    return { promotion: null, specialOffer: null };
  }
}

export async function readPublicBlogs(): Promise<BlogCardData[]> {
  try {
    const blogs = await listBlogs();
    return blogs.map((b) => ({ id: b._id, title: b.title, category: b.category, image: b.image, content: b.content }));
  } catch (error) {
    console.error("Error fetching blogs:", error);
    return [];
  }
}

/** Per request (never in the prerendered shell); cache() lets the banner and the promotions block share one query. */
export const loadPublicOffers = cache(async (): Promise<PublicOffers> => {
  await connection();
  return readPublicOffers();
});

export async function loadSpecialOfferText(): Promise<string | null> {
  return (await loadPublicOffers()).specialOffer;
}

export async function loadPublicBlogs(): Promise<BlogCardData[]> {
  await connection();
  return readPublicBlogs();
}
