"use client";
import { GoogleAnalytics } from "@next/third-parties/google";
import { PageViews } from "./page-views";

export default function GoogleAnalyticsWithPageViews({ measurementId }: { measurementId: string }) {
  return (
    <>
      <GoogleAnalytics gaId={measurementId} />
      <PageViews />
    </>
  );
}
