import { expect, test, type Page } from "@playwright/test";
import { PROGRAMME_ROUTES } from "@/lib/routes";
import { axeViolations } from "./axe";

// The other public pages are in site-a11y-seo.spec.ts.
async function violations(page: Page, label: string) {
  // Let entrance animations (the Psychosis headings) finish so contrast is measured at rest.
  await page.waitForTimeout(800);
  return axeViolations(page, label);
}

// axe on the longer pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const route of PROGRAMME_ROUTES) {
  for (const width of [375, 1280]) {
    test(`${route} has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      expect(await violations(page, `${width}px`)).toEqual([]);
    });
  }
}

test("the open lightbox and an open FAQ answer have no axe violations", async ({ page }) => {
  await page.goto("/Gallery");
  await page.getByRole("main").getByRole("listitem").getByRole("button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const found = await violations(page, "lightbox");
  await page.goto("/ThyroidDiseaseDiet");
  await page.locator("#faq-heading + div").getByRole("button").first().click();
  found.push(...(await violations(page, "faq")));
  expect(found).toEqual([]);
});
