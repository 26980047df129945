/** Fired before a toast is shown, so the lazily loaded toaster (./toaster.tsx) mounts. */
export const TOAST_REQUESTED = "app:toast";
