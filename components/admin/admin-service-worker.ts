/** The admin's service worker (public/admin-sw.js): its shell cache and the push alerts. */
export const ADMIN_WORKER = { script: "/admin-sw.js", scope: "/admin" } as const;

/** Registers it (the same registration again on later calls); undefined where the browser has none. */
export async function adminWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  return navigator.serviceWorker.register(ADMIN_WORKER.script, { scope: ADMIN_WORKER.scope });
}
