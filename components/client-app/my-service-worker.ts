/** The client app's service worker (public/my-sw.js): its shell cache and her push alerts. */
export const MY_WORKER = { script: "/my-sw.js", scope: "/my" } as const;

/** Registers it (the same registration again on later calls); undefined where the browser has none. */
export async function myWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  return navigator.serviceWorker.register(MY_WORKER.script, { scope: MY_WORKER.scope });
}
