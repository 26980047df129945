/*
 * The admin's service worker (registered by components/admin/service-worker.tsx on admin pages
 * only, scope /admin). It keeps the admin's static shell so the installed app opens at once: the
 * build's hashed files (/_next/static/), the icons and an offline page. It never stores anything
 * else: no /api/ answer, no admin page (their HTML and RSC payloads hold clients' data), and it
 * lets those requests go to the network untouched. It shows the owner's push alerts
 * (lib/push/alerts.ts) and opens the page an alert names.
 */
const SHELL_CACHE = "admin-shell-v1";
const OFFLINE_PAGE = "/admin-offline.html";
const SHELL = [OFFLINE_PAGE, "/icons/admin-192.png", "/icons/admin-512.png"];
/** build files kept at most; the oldest go first (each deployment brings new ones) */
const MAX_STATIC_FILES = 300;
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
  // only the admin's older caches: the site's caches are shared with the client app's worker
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("admin-shell-") && name !== SHELL_CACHE)
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
    // an admin page: always the network's, never stored; the offline page when there is none
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

sw.addEventListener("push", (event) => {
  let alert = { title: "New in the admin", body: "", url: "/admin" };
  try {
    alert = { ...alert, ...event.data?.json() };
  } catch {
    // not ours, or empty: the generic text
  }
  event.waitUntil(
    sw.registration.showNotification(alert.title, {
      body: alert.body,
      icon: "/icons/admin-192.png",
      data: { url: alert.url },
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/admin", sw.location.origin);
  // only pages of ours
  const url = target.origin === sw.location.origin ? target.href : `${sw.location.origin}/admin`;
  event.waitUntil(
    // an admin window already open (one this worker controls) shows it; else a new one
    sw.clients.matchAll({ type: "window" }).then(async (windows) => {
      const open = windows[0];
      if (!open) return sw.clients.openWindow(url);
      const focused = await open.focus();
      return focused.navigate(url);
    }),
  );
});
