import { OFFER_FALLBACKS } from "@/lib/content/home";
import type { PublicOffers } from "@/lib/pages/public-offers";
import { PromotionCards } from "./promotion-cards";

/** Promotions and special offers: the first of each type, or the spec's fallback texts. */
export async function Promotions({ offers }: { offers: Promise<PublicOffers> }) {
  return (
    <section aria-labelledby="offers-heading" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="offers-heading" className="text-center text-3xl font-bold">
          Promotions and special offers
        </h2>
        <PromotionCards built={await offers} fallbacks={OFFER_FALLBACKS} />
      </div>
    </section>
  );
}
