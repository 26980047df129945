import { OfferBannerView } from "./offer-banner-view";

/**
 * The top banner. Rendered inside <Suspense> with OfferBannerSkeleton as fallback: both are
 * 36 px high, so the streamed offer does not push the page down.
 */
export async function OfferBanner({ text }: { text: Promise<string | null> }) {
  const offer = await text;
  return offer ? <OfferBannerView text={offer} /> : null;
}

export function OfferBannerSkeleton() {
  return <div className="h-9 bg-accent-500" aria-hidden="true" />;
}
