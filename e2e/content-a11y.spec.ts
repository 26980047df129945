import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PROGRAMME_ROUTES } from "@/lib/routes";

const CONTENT_ROUTES = [
  "/about",
  "/process",
  "/DeitPlans",
  "/Gallery",
  "/OnlineYogaProgram",
  "/privacypolicy",
  "/termsofservice",
  "/cancellationrefundpolicy",
  "/support",
  ...PROGRAMME_ROUTES,
];

async function seriousViolations(page: Page, label: string) {
  // Let entrance animations (the Psychosis headings) finish so contrast is measured at rest.
  await page.waitForTimeout(800);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// axe on the longer pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const route of CONTENT_ROUTES) {
  for (const width of [375, 1280]) {
    test(`${route} has no serious or critical axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      expect(await seriousViolations(page, `${width}px`)).toEqual([]);
    });
  }
}

test("the open lightbox and an open FAQ answer have no serious or critical axe violations", async ({
  page,
}) => {
  await page.goto("/Gallery");
  await page.getByRole("main").getByRole("listitem").getByRole("button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const found = await seriousViolations(page, "lightbox");
  await page.goto("/ThyroidDiseaseDiet");
  await page.locator("#faq-heading + div").getByRole("button").first().click();
  found.push(...(await seriousViolations(page, "faq")));
  expect(found).toEqual([]);
});
