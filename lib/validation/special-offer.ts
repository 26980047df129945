import { z } from "zod";
import { singleLineText } from "./fields";
import type { RecordBase } from "./record";

export const OFFER_TYPES = ["promotion", "specialOffer"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const specialOfferSchema = z.object({
  type: z.enum(OFFER_TYPES, { error: "Type must be promotion or specialOffer" }),
  text: singleLineText("Text", 300),
});

export type SpecialOfferInput = z.infer<typeof specialOfferSchema>;

export type SpecialOfferItem = RecordBase & SpecialOfferInput;

/** What the public pages show: the newest promotion and special offer texts, null where none. */
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
