import type { Locator } from "@playwright/test";
import { ADMIN_NAV } from "@/lib/admin-nav";
import { ADMIN_ROUTES } from "@/lib/routes";
import { adminNav, navName, reachAdminLink } from "./admin-nav";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated, MOBILE } from "./site-helpers";

const HEADINGS: Record<(typeof ADMIN_ROUTES)[number], string> = {
  "/admin": "Today",
  "/admin-plan": "Plan Submissions",
  "/admin-appointments": "Appointments",
  "/admin-blogs": "Admin Panel",
  "/admin-contacts": "Contact Messages",
  "/admin-clients": "Clients",
  "/admin-consultations": "Consultations",
  "/admin-reports": "Reports",
  "/admin-data": "Data Requests",
  "/admin-whatsapp": "WhatsApp Templates",
  "/admin-specialOffer": "Special Offers",
  "/admin-updateCredentials": "Update Credentials",
};

const ENTRIES = ADMIN_NAV.flatMap((group) => group.entries);
const labelOf = (route: string) => ENTRIES.find((e) => e.href === route)!.label;

for (const route of ADMIN_ROUTES) {
  test(`${route}: never cached or indexed; at 1280 and 375 px no sideways scroll, the menu one bar that reaches it, no axe violation of any impact`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS[route] })).toBeVisible();

    await hydrated(page.locator("body"));
    const nav = adminNav(page);
    const found: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // no sideways scroll (px beyond the viewport's width)
      const sideways = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect.poll(sideways, `${route} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      // one row of links (36 px) or one bar (56 px): two rows would be 72 px or more; the header
      // one row too (the logo, 56 px, and Logout). Polled: the logo's picture changes with the width.
      const height = async (locator: Locator) => (await locator.boundingBox())!.height;
      await expect.poll(() => height(nav), `the menu at ${width}px`).toBeLessThanOrEqual(64);
      await expect
        .poll(() => height(page.getByRole("banner")), `the header at ${width}px`)
        .toBeLessThanOrEqual(80);
      // its own entry within two taps, marked current; axe then sees the menu open
      const link = await reachAdminLink(page, labelOf(route));
      await expect(link).toHaveAttribute("aria-current", "page");
      found.push(...(await axeViolations(page, `${route} at ${width}px:`)));
      await page.keyboard.press("Escape");
    }
    expect(found).toEqual([]);
  });
}

test("the header marks the current screen and every entry leads to its screen", async ({
  page,
}) => {
  await page.goto("/admin-plan");
  await expect(adminNav(page).getByRole("link", { name: navName("Admin Plans") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // every entry, the spec's first, then back to where it started
  const labels = [...ENTRIES.map((e) => e.label).filter((l) => l !== "Admin Plans"), "Admin Plans"];
  for (const label of labels) {
    await (await reachAdminLink(page, label)).click();
    const href = ENTRIES.find((e) => e.label === label)!.href;
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(
      adminNav(page).getByRole("link", { name: navName(label), includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("the menu is a bar at the bottom whose groups open and close", async ({ page }) => {
    await page.goto("/admin");
    await hydrated(page.locator("body"));
    const nav = adminNav(page);
    const box = (await nav.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(MOBILE.height, 0);
    const more = nav.getByRole("button", { name: "More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Reports" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Reports" })).toBeHidden();
    await expect(more).toBeFocused();
    // a tap elsewhere closes it; a link opens its screen with the menu closed
    await more.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav.getByRole("link", { name: "Reports" })).toBeHidden();
    await (await reachAdminLink(page, "Reports")).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Reports" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
