"use client";
import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * GA4, plus a page_view with path and query on every client-side route change. The first page
 * view of a visit is sent by the gtag config call itself, so it is skipped here.
 */
export default function GoogleAnalyticsWithPageViews({ measurementId }: { measurementId: string }) {
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

  return <GoogleAnalytics gaId={measurementId} />;
}
