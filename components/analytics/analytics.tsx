"use client";
import { lazy, Suspense } from "react";

// @next/third-parties (about 4 KB compressed) is loaded only where analytics is configured:
// a static import would put it in every page's script, configured or not.
const GoogleAnalytics = lazy(() => import("./google-analytics"));

/** Google Analytics 4 and route-change page views, only when a measurement id is configured. */
export function Analytics({ measurementId }: { measurementId: string | undefined }) {
  if (!measurementId) return null;
  return (
    // useSearchParams (page views) needs a Suspense boundary to keep the page prerendered
    <Suspense fallback={null}>
      <GoogleAnalytics measurementId={measurementId} />
    </Suspense>
  );
}
