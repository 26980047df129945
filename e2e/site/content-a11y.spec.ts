import { expect, test } from "@playwright/test";
import { PROGRAMME_ROUTES } from "@/lib/pages/routes";
import { axeAtBothWidths, axeAtPhoneWidth, axeViolations } from "../support/axe";

// The other public pages are in site-a11y-seo.spec.ts.
// axe on the longer pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

// One template draws every programme page (app/(site)/[programme]): it is scanned at both widths
// on the pages that show each of its variants (the programme family's extra sections; Psychosis's
// educational page), and every other programme page at the phone's width, for its own content.
const BOTH_WIDTHS = ["/PregnancyAndLactationDiet", "/PsychosisDisorder"];

for (const route of PROGRAMME_ROUTES) {
  const both = BOTH_WIDTHS.includes(route);
  test(`${route} has no axe violations at ${both ? "375 and 1280" : "375"} px`, async ({
    page,
  }) => {
    expect(await (both ? axeAtBothWidths : axeAtPhoneWidth)(page, route)).toEqual([]);
  });
}

test("the pages scanned at both widths are programme pages", () => {
  for (const route of BOTH_WIDTHS) expect(PROGRAMME_ROUTES).toContain(route);
});

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
