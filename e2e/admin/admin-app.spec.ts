import sharp from "sharp";
import { ADMIN_ROUTES } from "@/lib/pages/routes";
import { expect, test } from "../support/fixtures";
import { MOBILE } from "../support/site-helpers";

/**
 * The installable admin (issue 34): its web app manifest and icons, and its service worker, whose
 * cache holds only the static shell (never an API answer nor an admin page, which hold clients'
 * data). The "Notifications on this phone" control: admin-notifications.spec.ts.
 */
test.use({ viewport: MOBILE });

type Manifest = {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test("the admin links a manifest that parses, whose icons are PNGs of their sizes", async ({
  page,
  request,
}) => {
  await page.goto("/admin");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/admin.webmanifest");

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = JSON.parse(await response.text()) as Manifest;
  expect(manifest).toMatchObject({ start_url: "/admin", display: "standalone" });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);

  const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(declared).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    const { format, width, height } = await sharp(await image.body()).metadata();
    expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
  }

  // a visitor's pages offer no install: it would open the owner's sign-in
  await page.goto("/pricing");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test("the service worker keeps the admin's static shell and never an API answer or admin page", async ({
  page,
}) => {
  await page.goto("/admin");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/admin");
  // from now on it controls the admin's pages: visit some, and ask the API as the pages do
  for (const route of ["/admin-appointments", "/admin-updateCredentials", "/admin"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/admin-sw\.js$/,
  );
  const answered = await page.evaluate(async () => {
    const calls = ["/api/admin/summary", "/api/appointments", "/api/admin/push"];
    return Promise.all(calls.map(async (url) => (await fetch(url)).status));
  });
  expect(answered).toEqual([200, 200, 200]);

  const cached = async () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
  // the build's files the pages loaded are there (so this test sees what the worker stores)
  await expect
    .poll(async () => (await cached()).some((p) => p.startsWith("/_next/static/")))
    .toBe(true);
  const paths = await cached();
  expect(paths).toContain("/admin-offline.html");
  for (const path of paths) {
    expect(path, "nothing of the API").not.toMatch(/^\/api\//);
    expect(
      ADMIN_ROUTES.some((route) => path === route || path.startsWith(`${route}/`)),
      path,
    ).toBe(false);
    expect(path).toMatch(/^\/(_next\/static\/|icons\/admin-[\w-]+\.png$|admin-offline\.html$)/);
  }

  // the public site is not under it
  await page.goto("/pricing");
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
