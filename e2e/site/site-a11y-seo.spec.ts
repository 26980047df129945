import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { PUBLIC_ROUTES, STATIC_PUBLIC_ROUTES } from "@/lib/pages/routes";
import { axeAtBothWidths, axeAtPhoneWidth, axeViolations } from "../support/axe";
import { DESKTOP, MOBILE, toast } from "../support/site-helpers";
import { servedHtml } from "../support/served-html";

/** A demo post (lib/content/demo.ts): headings and a list rendered from Markdown. */
const DEMO_POST = "/blog/millets-small-grains-with-big-benefits";

/**
 * The legal pages after the first: one template draws all four (components/content/legal-document.tsx),
 * scanned at both widths on /privacypolicy; the others at the phone's width, for their own content.
 */
const LEGAL_FAMILY = ["/privacypolicy/hi", "/termsofservice", "/cancellationrefundpolicy"];

// The 16 public pages (the programme pages are in content-a11y.spec.ts) and a blog post, with
// every rule of WCAG 2.0 to 2.2 AA and axe's best practices, at every impact.
for (const path of [...STATIC_PUBLIC_ROUTES, DEMO_POST]) {
  const phoneOnly = LEGAL_FAMILY.includes(path);
  const widths = phoneOnly ? `${MOBILE.width}` : `${MOBILE.width} and ${DESKTOP.width}`;
  test(`axe finds no violation on ${path} at ${widths} px`, async ({ page }) => {
    test.setTimeout(60_000);
    const found = await (phoneOnly ? axeAtPhoneWidth : axeAtBothWidths)(page, path);
    expect(found).toEqual([]);
  });
}

test("axe is clean with the mobile menu, the Services submenu, the plan modal and a toast open", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#main-menu").getByRole("button", { name: "Services" }).click();
  await page.locator("#main-menu").getByRole("button", { name: "Our Programs" }).click();
  const found = await axeViolations(page, "menu:", "header");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.getByRole("button", { name: "Choose Plan" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...(await axeViolations(page, "plan modal:", '[role="dialog"]')));

  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Appointment form" });
  await form.getByLabel("Name").fill("   ");
  await form.getByLabel("Email").fill("blank@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("9810012345");
  await form.getByLabel("Preferred date").fill("2020-01-01");
  await form.getByLabel(/Reason for appointment/).fill("Thyroid");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await toast(page, "Please fill out all fields.").hover(); // the pointer over it keeps it up
  // the toast itself (over a phone's header it hides a button for a while, as any toast would)
  found.push(...(await axeViolations(page, "toast:", '[aria-label="Notifications"]')));
  expect(found).toEqual([]);
});

/**
 * Site values are baked in at build time (README), and `npm run test:e2e` builds without
 * SITE_URL, so the expected origin is the one the build's home page declares.
 */
async function siteOrigin(request: APIRequestContext) {
  const canonical = (await servedHtml(request, "/")).link({ rel: "canonical" });
  return new URL(canonical!).origin;
}

test("each page has its title, description, canonical URL and Open Graph from the site URL", async ({
  page,
  request,
}) => {
  const origin = await siteOrigin(request);
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
  const practice = data.find((d) => d["@type"] === "MedicalClinic");
  expect(practice).toMatchObject({
    medicalSpecialty: "DietNutrition",
    telephone: expect.stringMatching(/^\+91/),
    address: { addressLocality: "New Delhi", addressCountry: "IN" },
  });
  // the default hours (another spec may open Sunday for a while, so only these are required)
  expect(practice.openingHoursSpecification).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        opens: "09:30",
        closes: "18:00",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      }),
      expect.objectContaining({ opens: "09:30", closes: "14:00", dayOfWeek: "Saturday" }),
    ]),
  );
});

test("sitemap.xml lists every public route and robots.txt keeps crawlers out of admin and API", async ({
  request,
}) => {
  const origin = await siteOrigin(request);
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
    "/privacypolicy/hi",
  ]) {
    expect(sitemap).toContain(`<loc>${origin}${path === "/" ? "" : path}</loc>`);
  }
  expect(sitemap).not.toContain("admin-");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin-");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

/** The content of a page's first meta tag that `selector` finds. */
function metaOf(page: import("@playwright/test").Page, selector: string) {
  return page.locator(selector).first().getAttribute("content");
}

/** A page's share image as its head names it: Open Graph (with size and alt) and Twitter. */
async function shareImageOf(request: APIRequestContext, path: string) {
  const { meta } = await servedHtml(request, path);
  return {
    og: meta({ property: "og:image" }),
    width: meta({ property: "og:image:width" }),
    height: meta({ property: "og:image:height" }),
    alt: meta({ property: "og:image:alt" }),
    card: meta({ name: "twitter:card" }),
    twitter: meta({ name: "twitter:image" }),
  };
}

// Read from the HTML the server sends, as a link preview reads it: no browser page per route.
test("every public page has its own 1200 x 630 PNG share image, cached for a year", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const origin = await siteOrigin(request);
  const robots = await (await request.get("/robots.txt")).text();
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
  const images = new Map<string, string>(); // picture's hash -> page
  for (const path of PUBLIC_ROUTES) {
    const share = await shareImageOf(request, path);
    expect(share.og, path).toMatch(new RegExp(`^${origin}/og/[\\w-]+\\.png$`));
    expect(share).toMatchObject({
      width: "1200",
      height: "630",
      alt: expect.stringMatching(/.{5,}/),
      card: "summary_large_image",
      twitter: share.og,
    });
    const imagePath = new URL(share.og!).pathname;
    expect(
      disallowed.filter((rule) => imagePath.startsWith(rule)),
      imagePath,
    ).toEqual([]);

    const response = await request.get(share.og!);
    expect(response.status(), imagePath).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await response.body();
    const metadata = await sharp(body).metadata();
    expect(metadata, imagePath).toMatchObject({ format: "png", width: 1200, height: 630 });
    // every page's title differs (lib/pages/page-titles.ts), so every picture does
    const pixels = createHash("sha256")
      .update(await sharp(body).raw().toBuffer())
      .digest("hex");
    expect(images.get(pixels), `${path} draws the same picture as`).toBeUndefined();
    images.set(pixels, path);
  }
  expect(images.size).toBe(PUBLIC_ROUTES.length);

  expect((await request.get("/og/pricing-0000000000.png")).status()).toBe(404);
});

test("a blog post shares its cover picture", async ({ page, request }) => {
  await page.goto(DEMO_POST);
  const og = await metaOf(page, 'meta[property="og:image"]');
  expect(og).toMatch(/\/images\/blog\/millets\.webp$/);
  expect(await metaOf(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await metaOf(page, 'meta[name="twitter:image"]')).toBe(og);
  const response = await request.get(og!);
  expect(response.status()).toBe(200);
  expect((await sharp(await response.body()).metadata()).format).toBe("webp");
});
