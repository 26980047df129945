import { Suspense } from "react";
import { LazyAnalytics } from "./lazy-analytics";

/** Google Analytics 4 and route-change page views, only when a measurement id is configured. */
export function Analytics({ measurementId }: { measurementId: string | undefined }) {
  if (!measurementId) return null;
  return (
    // useSearchParams (page views) needs a Suspense boundary to keep the page prerendered
    <Suspense fallback={null}>
      <LazyAnalytics measurementId={measurementId} />
    </Suspense>
  );
}
