import type { PublicOffers } from "@/lib/pages/public-offers";
import { OfferBannerView } from "./offer-banner-view";

/** The top banner, as the prerendered page was built (lib/pages/public-data.ts), checked in the browser. */
export async function OfferBanner({ offers }: { offers: Promise<PublicOffers> }) {
  return <OfferBannerView built={await offers} />;
}
