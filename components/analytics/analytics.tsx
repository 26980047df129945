"use client";
import { lazy, Suspense, useSyncExternalStore } from "react";

// @next/third-parties (about 4 KB compressed) is loaded only where analytics is configured:
// a static import would put it in every page's script, configured or not.
const GoogleAnalytics = lazy(() => import("./google-analytics"));

const noSubscription = () => () => {};

/** Google Analytics 4 and route-change page views, only when a measurement id is configured. */
export function Analytics({ measurementId }: { measurementId: string | undefined }) {
  // Browser only: useSearchParams (page views) while prerendering would leave a per-request part
  // in every public page. Its scripts load after hydration anyway.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!measurementId || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <GoogleAnalytics measurementId={measurementId} />
    </Suspense>
  );
}
