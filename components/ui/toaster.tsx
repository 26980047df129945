"use client";
import { useProvidedToaster } from "./toaster-slot";

/** Spec §4: top-right, 5000 ms; react-hot-toast pauses on hover by itself. Rendered once the page has loaded ./toast.ts. */
export function Toaster() {
  const HotToaster = useProvidedToaster();
  if (!HotToaster) return null;
  // eslint-disable-next-line react-hooks/static-components -- provided once per page load and never replaced, so its identity is stable
  return <HotToaster position="top-right" toastOptions={{ duration: 5000 }} />;
}
