"use client";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { analyticsAllowed } from "@/lib/pages/private-pages";

// @next/third-parties (about 4 KB compressed) is loaded only where analytics is configured:
// a static import would put it in every page's script, configured or not.
const GoogleAnalytics = lazy(() => import("./google-analytics"));

const noSubscription = () => () => {};
let landingPath: string | undefined;
/**
 * The path this document was opened on: read at the first render, which is the landing page's
 * hydration (every public layout renders this component), and kept while client navigation keeps
 * the document.
 */
const readLandingPath = () => (landingPath ??= window.location.pathname);

/**
 * Google Analytics 4 and route-change page views, only when a measurement id is configured, and
 * never on a private page or in a document opened on one (lib/pages/private-pages.ts): GA sends the
 * full URL, a signed link's secret included.
 */
export function Analytics({ measurementId }: { measurementId: string | undefined }) {
  const pathname = usePathname();
  // Browser only: useSearchParams (page views) while prerendering would leave a per-request part
  // in every public page. Its scripts load after hydration anyway.
  const landing = useSyncExternalStore(noSubscription, readLandingPath, () => null);
  if (!measurementId || landing === null || !analyticsAllowed(landing, pathname)) return null;
  return (
    <Suspense fallback={null}>
      <GoogleAnalytics measurementId={measurementId} />
    </Suspense>
  );
}
