import { useSyncExternalStore, type ComponentType } from "react";
import type { ToasterProps } from "react-hot-toast";

/**
 * Where the toaster comes from: ./toast.ts provides react-hot-toast's when a page that can raise
 * a toast loads it. Pages that never toast (most public ones) never load the library; pages that
 * can have the toaster in place before their first toast, even one raised offline.
 */
let provided: ComponentType<ToasterProps> | null = null;
const listeners = new Set<() => void>();

export function provideToaster(toaster: ComponentType<ToasterProps>) {
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
