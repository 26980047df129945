import "server-only";
// the build connects here (duringBuild): the features' start-up work must be registered
import "@/lib/upkeep/start-up";
import { cacheLife, cacheTag } from "next/cache";
import { BLOGS_TAG, listPublishedBlogs } from "@/lib/publishing/data/blogs";
import { listSpecialOffers, SPECIAL_OFFERS_TAG } from "@/lib/publishing/data/special-offers";
import type { BlogItem } from "@/lib/publishing/blog-schema";
import { firstOffers, type PublicOffers } from "@/lib/pages/public-offers";
import { markdownToText } from "@/lib/publishing/post-text";
import type { AppointmentTypeItem } from "@/lib/booking/appointment-types";
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "@/lib/booking/clinic-hours";
import {
  consultationSettings,
  CONSULTATIONS_TAG,
  offeredAppointmentTypes,
} from "@/lib/booking/data/consultations";
import { DEFAULT_APPOINTMENT_TYPES } from "@/lib/booking/appointment-types";

export type { PublicOffers };
/** What a blog card on /blog shows: `text` is the post's words without Markdown. */
export type BlogCardData = Pick<BlogItem, "title" | "category" | "image" | "slug"> & {
  id: string;
  text: string;
};

/**
 * What the public pages read from the database, shaped for their components. A failed read is
 * logged and shows as "nothing there" (spec §8): fallback offer texts, an empty blog list.
 *
 * Both the blog list (/blog) and the offers (the top banner of every public page, the promotions
 * on home) are part of the prerendered pages, so a visitor's page is never rendered per request
 * and never waits for the database: read while building, then kept under their tag (BLOGS_TAG,
 * SPECIAL_OFFERS_TAG), which every write through a data module expires on this instance, and
 * regenerated in the background at most once a minute for writes made elsewhere (PAGE_LIFE).
 *
 * Next stamps a regenerated page when it stores it, not when its render read the list, so a
 * render under way during a write can leave a page with the old offers for up to a minute. The
 * browser therefore checks the offers after the first paint (components/offers/use-fresh-offers.ts),
 * which shows a write at once on the instance that took it; the check almost always finds what
 * the page already shows, so nothing moves.
 */

export const toCards = (blogs: BlogItem[]): BlogCardData[] =>
  blogs.map((b) => ({
    id: b._id,
    title: b.title,
    category: b.category,
    image: b.image,
    slug: b.slug,
    text: markdownToText(b.content),
  }));

/** The newest offer texts, or null when they could not be read (logged). */
export async function readPublicOffers(options?: {
  duringBuild?: boolean;
}): Promise<PublicOffers | null> {
  try {
    return firstOffers(await listSpecialOffers(options));
  } catch (error) {
    console.error("Error fetching special offers:", error);
    return null;
  }
}

/** The blog cards for /blog, or null when they could not be read (logged). */
export async function readPublicBlogs(options?: {
  duringBuild?: boolean;
}): Promise<BlogCardData[] | null> {
  try {
    return toCards(await listPublishedBlogs(options));
  } catch (error) {
    console.error("Error fetching blogs:", error);
    return null;
  }
}

/**
 * A shared cache may keep a page for a minute and serve it stale for 10 more while it fetches a
 * new one: Next derives the pages' `Cache-Control: s-maxage=60, stale-while-revalidate=600` from
 * the shortest life of the cached reads they contain.
 */
export const PAGE_LIFE = { stale: 300, revalidate: 60, expire: 660 };
/** Long enough to stay part of a prerendered page (Next needs an expiry of 5 minutes or more). */
export const RETRY_SOON = { stale: 30, revalidate: 10, expire: 300 };

/**
 * Part of every prerendered public page, not a streamed <Suspense> hole (see loadPublicBlogs).
 * A failed read shows no banner and the fallback texts, for 10 seconds only (RETRY_SOON).
 */
export async function loadPublicOffers(): Promise<PublicOffers> {
  "use cache";
  cacheTag(SPECIAL_OFFERS_TAG);
  const offers = await readPublicOffers({ duringBuild: true });
  cacheLife(offers ? PAGE_LIFE : RETRY_SOON);
  return offers ?? { promotion: null, specialOffer: null };
}

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
  cacheLife(blogs ? PAGE_LIFE : RETRY_SOON);
  return blogs ?? [];
}

/** What the booking page offers and the public pages state: the offered types and the hours. */
export type PublicConsultations = {
  types: Pick<
    AppointmentTypeItem,
    "_id" | "name" | "durationMinutes" | "price" | "modes" | "newClients"
  >[];
  hours: WeeklyHours;
};

/**
 * Part of the prerendered /appointment page, footer and structured data (CONSULTATIONS_TAG, which
 * the owner's changes expire). A failed read shows the defaults for 10 seconds (RETRY_SOON); the
 * server checks every booking against the stored types and hours anyway.
 */
export async function loadPublicConsultations(): Promise<PublicConsultations> {
  "use cache";
  cacheTag(CONSULTATIONS_TAG);
  try {
    const [types, settings] = await Promise.all([
      offeredAppointmentTypes({ duringBuild: true }),
      consultationSettings({ duringBuild: true }),
    ]);
    cacheLife(PAGE_LIFE);
    return {
      // a follow-up-only type is the owner's to book (publicBookingType)
      types: types
        .filter((t) => t.newClients)
        .map(({ _id, name, durationMinutes, price, modes, newClients }) => ({
          _id,
          name,
          durationMinutes,
          ...(price !== undefined ? { price } : {}),
          modes,
          newClients,
        })),
      hours: settings.hours,
    };
  } catch (error) {
    console.error("Error fetching consultation settings:", error);
    cacheLife(RETRY_SOON);
    return {
      types: DEFAULT_APPOINTMENT_TYPES.filter((t) => t.offered && t.newClients),
      hours: DEFAULT_WEEKLY_HOURS,
    };
  }
}
