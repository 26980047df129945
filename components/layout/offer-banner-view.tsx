"use client";
import { useState } from "react";
import { useFreshOffers } from "@/components/offers/use-fresh-offers";
import type { PublicOffers } from "@/lib/pages/public-offers";

// The banner clips what overflows it, so the focus ring is drawn inside each button.
const control =
  "flex h-full items-center bg-accent-500 px-3 hover:bg-accent-600 focus-visible:-outline-offset-4 focus-visible:outline-slate-900";
const icon = "size-4";

/**
 * The special offer scrolling across the top. It can be paused (WCAG 2.2.2: moving content needs a
 * pause), stands still for people who prefer less motion (globals.css; the pause control is then
 * not needed and hidden), and closing it hides it until the next page load. None while there is
 * no special offer.
 */
export function OfferBannerView({ built }: { built: PublicOffers }) {
  const text = useFreshOffers(built).specialOffer;
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);
  if (closed || !text) return null;
  return (
    <aside
      aria-label="Special offer"
      className="relative flex h-9 items-center overflow-hidden bg-accent-500 text-sm font-semibold text-slate-900"
    >
      <p className="offer-marquee pr-24 whitespace-nowrap" data-paused={paused || undefined}>
        {text}
      </p>
      <div className="absolute right-0 flex h-full">
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          className={`${control} motion-reduce:hidden`}
          aria-label={paused ? "Play offers" : "Pause offers"}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className={icon} fill="currentColor">
            {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
          </svg>
        </button>
        <button
          type="button"
          onClick={() => setClosed(true)}
          className={control}
          aria-label="Close special offer"
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className={icon}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
