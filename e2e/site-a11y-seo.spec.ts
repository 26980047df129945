import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE } from "./site-helpers";

const PAGES = ["/", "/pricing", "/blog", "/contact", "/appointment", "/bmicalculator"];

for (const viewport of [MOBILE, DESKTOP]) {
  test(`axe finds no serious or critical violation at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious).toEqual([]);
    }
  });
}

test("axe is clean with the mobile menu, the Services submenu and the plan modal open", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#main-menu").getByRole("button", { name: "Services" }).click();
  await page.locator("#main-menu").getByRole("button", { name: "Our Programs" }).click();
  let { violations } = await new AxeBuilder({ page }).include("header").analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.getByRole("button", { name: "Choose Plan" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  ({ violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze());
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
});

/**
 * Site values are baked in at build time (README), and `npm run test:e2e` builds without
 * SITE_URL, so the expected origin is the one the build's home page declares.
 */
async function siteOrigin(page: import("@playwright/test").Page) {
  await page.goto("/");
  return new URL((await page.locator('link[rel="canonical"]').first().getAttribute("href"))!)
    .origin;
}

test("each page has its title, description, canonical URL and Open Graph from the site URL", async ({
  page,
}) => {
  const origin = await siteOrigin(page);
  for (const [path, title] of [
    ["/pricing", "Plans"],
    ["/blog", "Blogs"],
    ["/contact", "Contact"],
    ["/bmicalculator", "BMI Calculator"],
    ["/appointment", "Book an Appointment"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]').first()).toHaveAttribute(
      "href",
      `${origin}${path}`,
    );
    await expect(page.locator('meta[property="og:url"]').first()).toHaveAttribute(
      "content",
      `${origin}${path}`,
    );
    await expect(page.locator('meta[property="og:title"]').first()).toHaveAttribute(
      "content",
      new RegExp(`^${title} \\| `),
    );
  }
});

test("home describes the practice as a medical business with address, phone and opening hours", async ({
  page,
}) => {
  await page.goto("/");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t),
  );
  const practice = data.find((d) => d["@type"] === "MedicalBusiness");
  expect(practice).toMatchObject({
    medicalSpecialty: "DietNutrition",
    telephone: expect.stringMatching(/^\+91/),
    address: { addressLocality: "New Delhi", addressCountry: "IN" },
  });
  expect(practice.openingHoursSpecification).toEqual([
    expect.objectContaining({
      opens: "09:30",
      closes: "18:00",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    }),
    expect.objectContaining({ opens: "09:30", closes: "14:00", dayOfWeek: "Saturday" }),
  ]);
});

test("sitemap.xml lists every public route and robots.txt keeps crawlers out of admin and API", async ({
  page,
  request,
}) => {
  const origin = await siteOrigin(page);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/",
    "/pricing",
    "/blog",
    "/contact",
    "/appointment",
    "/bmicalculator",
    "/about",
    "/Gallery",
    "/DeitPlans",
    "/HeartDiet",
    "/AnemiaDiet",
    "/privacypolicy",
  ]) {
    expect(sitemap).toContain(`<loc>${origin}${path === "/" ? "" : path}</loc>`);
  }
  expect(sitemap).not.toContain("admin-");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin-");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
