import { OfferBannerView } from "./offer-banner-view";

/** The top banner: none until a special offer exists. Part of the prerendered page (lib/public-data.ts). */
export async function OfferBanner({ text }: { text: Promise<string | null> }) {
  const offer = await text;
  return offer ? <OfferBannerView text={offer} /> : null;
}
