import { GoogleAnalytics } from "@next/third-parties/google";
import { Suspense } from "react";
import { PageViews } from "./page-views";

/** Google Analytics 4 and route-change page views, only when a measurement id is configured. */
export function Analytics({ measurementId }: { measurementId: string | undefined }) {
  if (!measurementId) return null;
  return (
    <>
      <GoogleAnalytics gaId={measurementId} />
      {/* useSearchParams needs a Suspense boundary to keep the page prerendered */}
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
    </>
  );
}
