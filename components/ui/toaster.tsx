"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_REQUESTED } from "./toast-event";

// React.lazy rather than next/dynamic: this never renders on the server, and next/dynamic's
// loader would add about 4 KB to every page.
const HotToaster = lazy(() => import("./hot-toaster"));

/**
 * Mounts react-hot-toast's toaster on the first toast of the visit, so pages that never show
 * one (most of them) do not load it. A toast raised before it mounts waits in the library's
 * store and appears once it has.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, want, { once: true });
    return () => window.removeEventListener(TOAST_REQUESTED, want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <HotToaster />
    </Suspense>
  ) : null;
}
