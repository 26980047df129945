import { useSyncExternalStore, type ComponentType } from "react";

type ToasterComponent = ComponentType<{ duration: number }>;

/**
 * Where the toaster comes from: ./toast.ts provides ours (./toast-list.tsx, on react-hot-toast's
 * headless store) when a page that can raise a toast loads it. Pages that never toast (most
 * public ones) never load the library; pages that can have the toaster in place before their
 * first toast, even one raised offline.
 */
let provided: ToasterComponent | null = null;
const listeners = new Set<() => void>();

export function provideToaster(toaster: ToasterComponent) {
  if (provided) return;
  provided = toaster;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProvidedToaster() {
  return useSyncExternalStore(
    subscribe,
    () => provided,
    () => null,
  );
}
