"use client";
import { useEffect, useState } from "react";
import { requestApi } from "@/components/forms/api-request";
import { firstOffers, type PublicOffers } from "@/lib/pages/public-offers";
import type { SpecialOfferItem } from "@/lib/publishing/special-offer-schema";

let current: Promise<PublicOffers | null> | null = null;

/** One read per page load, shared by the banner and the home page's promotions. */
function readOffers(): Promise<PublicOffers | null> {
  current ??= requestApi<SpecialOfferItem[]>("/api/special-offers", "GET", undefined).then(
    (result) => {
      if (result.ok && Array.isArray(result.body)) return firstOffers(result.body);
      console.error(
        "Error fetching special offers:",
        result.ok ? "unexpected answer" : result.message,
      );
      return null;
    },
  );
  return current;
}

const same = (a: PublicOffers, b: PublicOffers) =>
  a.promotion === b.promotion && a.specialOffer === b.specialOffer;

/**
 * The offers a prerendered page was built with, then the ones the API answers after the first
 * paint (lib/pages/public-data.ts says why). A failed read keeps what the page shows.
 */
export function useFreshOffers(built: PublicOffers): PublicOffers {
  const [offers, setOffers] = useState(built);
  useEffect(() => {
    let mounted = true;
    void readOffers().then((fresh) => {
      if (mounted && fresh) setOffers((shown) => (same(shown, fresh) ? shown : fresh));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return offers;
}
