import { OFFER_FALLBACKS } from "@/lib/content/home";
import type { PublicOffers } from "@/lib/public-data";

/** Promotions and special offers: the first of each type, or the spec's fallback texts. */
export async function Promotions({ offers }: { offers: Promise<PublicOffers> }) {
  const { promotion, specialOffer } = await offers;
  const cards = [
    { title: "Promotions", text: promotion ?? OFFER_FALLBACKS.promotion },
    { title: "Special Offers", text: specialOffer ?? OFFER_FALLBACKS.specialOffer },
  ];
  return (
    <section aria-labelledby="offers-heading" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="offers-heading" className="text-center text-3xl font-bold">
          Promotions and special offers
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {cards.map((card) => (
            <li
              key={card.title}
              className="min-h-36 rounded-2xl bg-white/10 p-6 ring-1 ring-white/20"
            >
              <h3 className="text-xl font-bold text-amber-300">{card.title}</h3>
              <p className="mt-2 text-lg text-brand-50">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
