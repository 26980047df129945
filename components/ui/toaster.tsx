"use client";
import { useProvidedToaster } from "./toaster-slot";

/** Spec §4: 5000 ms (top-right, pause on hover and drag to dismiss are ./toast-list.tsx's). Rendered once the page has loaded ./toast.ts. */
export function Toaster() {
  const ToastList = useProvidedToaster();
  if (!ToastList) return null;
  // eslint-disable-next-line react-hooks/static-components -- provided once per page load and never replaced, so its identity is stable
  return <ToastList duration={5000} />;
}
