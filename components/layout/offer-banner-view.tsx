"use client";
import { useState } from "react";

/** The special offer scrolling across the top; closing it hides it until the next page load. */
export function OfferBannerView({ text }: { text: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <aside
      aria-label="Special offer"
      className="relative flex h-9 items-center overflow-hidden bg-accent-500 text-sm font-semibold text-slate-900"
    >
      <p className="offer-marquee pr-12 whitespace-nowrap">{text}</p>
      <button
        type="button"
        onClick={() => setClosed(true)}
        className="absolute right-0 h-full bg-accent-500 px-3 hover:bg-accent-600"
        aria-label="Close special offer"
      >
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </aside>
  );
}
