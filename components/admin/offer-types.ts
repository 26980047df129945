import type { OfferType } from "@/lib/validation/special-offer";

export const OFFER_TYPE_LABELS: Record<OfferType, string> = {
  promotion: "Promotion",
  specialOffer: "Special Offer",
};
