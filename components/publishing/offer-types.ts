import type { OfferType } from "@/lib/publishing/special-offer-schema";

export const OFFER_TYPE_LABELS: Record<OfferType, string> = {
  promotion: "Promotion",
  specialOffer: "Special Offer",
};
