import { ADMIN_ROUTES } from "@/lib/routes";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./site-helpers";

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

for (const route of ADMIN_ROUTES) {
  test(`${route}: never cached or indexed, and no axe violation of any impact at 1280 and 375 px`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: HEADINGS[route] })).toBeVisible();

    await hydrated(page.locator("body"));
    const found: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await axeViolations(page, `${route} at ${width}px:`)));
    }
    expect(found).toEqual([]);
  });
}

test("the header marks the current screen and every link leads to its screen", async ({ page }) => {
  await page.goto("/admin-plan");
  const nav = page.getByRole("navigation", { name: "Admin" });
  // A list's link may carry its unread count: "Admin Plans, 3 unread".
  const link = (name: string) =>
    nav.getByRole("link", { name: new RegExp(`^${name}(, \\d+ unread)?$`) });
  await expect(link("Admin Plans")).toHaveAttribute("aria-current", "page");
  const links = [
    ["Today", "/admin"],
    ["Admin Appointments", "/admin-appointments"],
    ["Admin Blogs", "/admin-blogs"],
    ["Admin Contacts", "/admin-contacts"],
    ["WhatsApp", "/admin-whatsapp"],
    ["Offer", "/admin-specialOffer"],
    ["Update Credentials", "/admin-updateCredentials"],
    ["Admin Plans", "/admin-plan"],
  ] as const;
  for (const [name, path] of links) {
    await link(name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(link(name)).toHaveAttribute("aria-current", "page");
  }
});
