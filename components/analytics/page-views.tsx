"use client";
import { sendGAEvent } from "@next/third-parties/google";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Sends a GA4 page_view with path and query on every client-side route change. The first
 * page view of a visit is sent by the gtag config call itself, so it is skipped here.
 */
export function PageViews() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const pagePath = query ? `${pathname}?${query}` : pathname;
    sendGAEvent("event", "page_view", {
      page_path: pagePath,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [pathname, query]);

  return null;
}
