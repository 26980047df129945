import { expect, test } from "@playwright/test";
import { PROGRAMME_ROUTES } from "@/lib/pages/routes";
import { axeAtBothWidths, axeViolations } from "./axe";

// The other public pages are in site-a11y-seo.spec.ts.
// axe on the longer pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const route of PROGRAMME_ROUTES) {
  test(`${route} has no axe violations at 375 and 1280 px`, async ({ page }) => {
    expect(await axeAtBothWidths(page, route)).toEqual([]);
  });
}

test("the open lightbox and an open FAQ answer have no axe violations", async ({ page }) => {
  await page.goto("/Gallery");
  await page.getByRole("main").getByRole("listitem").getByRole("button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const found = await axeViolations(page, "lightbox");
  await page.goto("/ThyroidDiseaseDiet");
  await page.locator("#faq-heading + div").getByRole("button").first().click();
  found.push(...(await axeViolations(page, "faq")));
  expect(found).toEqual([]);
});
