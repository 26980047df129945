/*
 * The client app's service worker (registered by components/client-app/register-my-sw.tsx on the
 * /my pages only, scope /my). It keeps the app's static shell so the installed app opens at once:
 * the build's hashed files (/_next/static/), its icons and an offline page. It never stores
 * anything else: no /api/ answer, no /my page (their HTML and RSC payloads hold her health data),
 * and it lets those requests go to the network untouched. It shows her push alerts
 * (lib/push/client-alerts.ts) and opens the /my page an alert names, never any other.
 */
const SHELL_CACHE = "my-shell-v1";
const OFFLINE_PAGE = "/my-offline.html";
const SHELL = [OFFLINE_PAGE, "/icons/my-192.png", "/icons/my-512.png"];
/** build files kept at most; the oldest go first (each deployment brings new ones) */
const MAX_STATIC_FILES = 300;
const HOME = "/my";
/** `self`, typed as what it is here (TypeScript's WebWorker types know no service worker's self) */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  // only this app's older caches: the admin's worker (another scope) keeps its own
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("my-shell-") && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

/** @param {URL} url */
const isShellFile = (url) =>
  url.origin === sw.location.origin &&
  (url.pathname.startsWith("/_next/static/") || SHELL.includes(url.pathname));

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (isShellFile(url)) {
    event.respondWith(fromShell(request));
  } else if (request.mode === "navigate") {
    // a page of hers: always the network's, never stored; the offline page when there is none
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE_PAGE)) ?? Response.error()),
    );
  }
});

/** @param {Request} request */
async function fromShell(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

/** @param {Cache} cache */
async function trim(cache) {
  const files = (await cache.keys()).filter((r) =>
    new URL(r.url).pathname.startsWith("/_next/static/"),
  );
  await Promise.all(files.slice(0, -MAX_STATIC_FILES).map((r) => cache.delete(r)));
}

/**
 * The page an alert may open: a path of ours within /my, else /my.
 * @param {unknown} value
 */
function pageOf(value) {
  if (typeof value !== "string") return `${sw.location.origin}${HOME}`;
  const target = new URL(value, sw.location.origin);
  const ours =
    target.origin === sw.location.origin &&
    (target.pathname === HOME || target.pathname.startsWith(`${HOME}/`));
  return ours ? target.href : `${sw.location.origin}${HOME}`;
}

sw.addEventListener("push", (event) => {
  let alert = { title: "News in your app", body: "", url: HOME };
  try {
    alert = { ...alert, ...event.data?.json() };
  } catch {
    // not ours, or empty: the generic text
  }
  event.waitUntil(
    sw.registration.showNotification(String(alert.title), {
      body: String(alert.body),
      icon: "/icons/my-192.png",
      data: { url: pageOf(alert.url) },
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data?.url);
  event.waitUntil(
    // a window of the app already open (one this worker controls) shows it; else a new one
    sw.clients.matchAll({ type: "window" }).then(async (windows) => {
      const open = windows[0];
      if (!open) return sw.clients.openWindow(url);
      const focused = await open.focus();
      return focused.navigate(url);
    }),
  );
});
