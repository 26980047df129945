import type { SpecialOfferItem } from "@/lib/publishing/special-offer-schema";

/**
 * What the public pages show of the offers: the newest promotion and special offer texts, null
 * where none. Free of zod, so the browser code that reads them (the banner) does not build a
 * schema (zod probes `new Function` when it does, which the public CSP reports).
 */
export type PublicOffers = { promotion: string | null; specialOffer: string | null };

/** The first (newest) text of each type of a list as GET /api/special-offers sends it. */
export function firstOffers(
  offers: readonly Pick<SpecialOfferItem, "type" | "text">[],
): PublicOffers {
  return {
    promotion: offers.find((o) => o.type === "promotion")?.text || null,
    specialOffer: offers.find((o) => o.type === "specialOffer")?.text || null,
  };
}
