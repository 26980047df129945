"use client";
import { useFreshOffers } from "@/components/offers/use-fresh-offers";
import type { PublicOffers } from "@/lib/pages/public-offers";

type Fallbacks = { promotion: string; specialOffer: string };

/** The two cards of the promotions block: the newest texts, or the spec's fallbacks. */
export function PromotionCards({
  built,
  fallbacks,
}: {
  built: PublicOffers;
  fallbacks: Fallbacks;
}) {
  const { promotion, specialOffer } = useFreshOffers(built);
  const cards = [
    { title: "Promotions", text: promotion ?? fallbacks.promotion },
    { title: "Special Offers", text: specialOffer ?? fallbacks.specialOffer },
  ];
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="min-h-36 rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
          <h3 className="text-xl font-bold text-amber-300">{card.title}</h3>
          <p className="mt-2 text-lg text-brand-50">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
