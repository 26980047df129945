"use client";
import { lazy } from "react";

// @next/third-parties (about 4 KB compressed) is loaded only where analytics is configured:
// a static import would put it in every page's script, configured or not.
const GoogleAnalyticsWithPageViews = lazy(() => import("./google-analytics"));

export function LazyAnalytics({ measurementId }: { measurementId: string }) {
  return <GoogleAnalyticsWithPageViews measurementId={measurementId} />;
}
