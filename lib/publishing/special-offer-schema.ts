import { z } from "zod";
import { singleLineText } from "../forms/fields";
import type { RecordBase } from "../server/record";

export const OFFER_TYPES = ["promotion", "specialOffer"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const specialOfferSchema = z.object({
  type: z.enum(OFFER_TYPES, { error: "Type must be promotion or specialOffer" }),
  text: singleLineText("Text", 300),
});

export type SpecialOfferInput = z.infer<typeof specialOfferSchema>;

export type SpecialOfferItem = RecordBase & SpecialOfferInput;
