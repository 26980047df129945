import type { Locator, Page } from "@playwright/test";
import { ADMIN_NAV } from "@/lib/admin-nav";
import { ADMIN_ROUTES } from "@/lib/pages/routes";
import { adminNav, navName, reachAdminLink } from "../support/admin-nav";
import { axeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { hydrated, MOBILE } from "../support/site-helpers";

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

/** Every entry of the menu is a visible link, no group needs opening, and Logout is in sight. */
async function expectEveryScreenInSight(page: Page, width: number) {
  const nav = adminNav(page);
  for (const { label } of ENTRIES) {
    await expect(
      nav.getByRole("link", { name: navName(label) }),
      `${label} at ${width}px`,
    ).toBeVisible();
  }
  await expect(nav.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
}

for (const route of ADMIN_ROUTES) {
  test(`${route}: never cached or indexed; no sideways scroll, every screen in sight at 1280 px, the bar reaches it at 375 px, no axe violation of any impact`, async ({
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
    const height = async (locator: Locator) => (await locator.boundingBox())!.height;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // no sideways scroll (px beyond the viewport's width)
      const sideways = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect.poll(sideways, `${route} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      // the header one row (the logo, 56 px, and Logout). Polled: the logo's picture changes with
      // the width.
      await expect
        .poll(() => height(page.getByRole("banner")), `the header at ${width}px`)
        .toBeLessThanOrEqual(80);
      if (width === 1280) {
        // a sidebar left of the page, every screen one tap away
        await expectEveryScreenInSight(page, width);
        const side = (await nav.boundingBox())!;
        expect(side.x + side.width).toBeLessThanOrEqual(
          (await page.locator("main").boundingBox())!.x,
        );
      } else {
        // one bar (56 px): two rows would be 72 px or more
        await expect.poll(() => height(nav), `the menu at ${width}px`).toBeLessThanOrEqual(64);
      }
      // its own entry within two taps (one on a wide screen), marked current; axe then sees the
      // phone's menu open
      const link = await reachAdminLink(page, labelOf(route));
      await expect(link).toHaveAttribute("aria-current", "page");
      found.push(...(await axeViolations(page, `${route} at ${width}px:`)));
      await page.keyboard.press("Escape");
    }
    expect(found).toEqual([]);
  });
}

test("from 1024 px every screen is in sight, the sidebar stays in sight while the page scrolls", async ({
  page,
}) => {
  await page.goto("/admin-plan");
  await hydrated(page.locator("body"));
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expectEveryScreenInSight(page, width);
    await expect(adminNav(page).getByText("Requests", { exact: true })).toBeVisible();
  }
  // a short window: the page scrolls, the header and the sidebar stay
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  await expect(adminNav(page).getByRole("link", { name: "Today" })).toBeInViewport();
  // below 1024 px the bar is back, its groups closed
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(adminNav(page).getByRole("button", { name: navName("Content") })).toBeVisible();
  await expect(adminNav(page).getByRole("link", { name: "Admin Blogs" })).toBeHidden();
});

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
