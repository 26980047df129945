import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE } from "../support/site-helpers";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const VISITOR_ITEMS = [
  "Home",
  "About Us",
  "Services",
  "BMI",
  "Process",
  "View Plans",
  "Blog",
  "Gallery",
  "Contact Us",
];

test.describe("header at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("shows the appointment banner, the logo and the visitor nav in order", async ({ page }) => {
    await page.goto("/pricing");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Book an Appointment" }),
    ).toHaveAttribute("href", "/appointment");
    await expect(
      page.getByRole("banner").getByRole("link", { name: /Poshan Diet Clinic/ }),
    ).toHaveAttribute("href", "/");
    await expect(page.locator("#main-menu > li")).toHaveText(
      VISITOR_ITEMS.map((label) => new RegExp(`^${label}\\s*$`)),
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("Services opens on hover, Our Programs nests the programmes up to Heart Diet and scrolls within 24rem", async ({
    page,
  }) => {
    await page.goto("/");
    const services = nav(page).getByRole("button", { name: "Services" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#services-menu");
    await expect(menu.getByRole("link", { name: "Diet Plans" })).toHaveAttribute(
      "href",
      "/DeitPlans",
    );
    await expect(menu.getByRole("link", { name: "Online Yoga" })).toHaveAttribute(
      "href",
      "/OnlineYogaProgram",
    );
    await menu.getByRole("button", { name: "Our Programs" }).hover();
    const programs = page.locator("#programs-menu");
    await expect(programs.getByRole("link")).toHaveCount(12);
    await expect(programs.getByRole("link").last()).toHaveText("Heart Diet");
    await expect(programs.getByRole("link").first()).toHaveAttribute(
      "href",
      "/HypertensionDiabeticDiet",
    );
    const box = await programs.evaluate((el) => ({
      max: getComputedStyle(el).maxHeight,
      overflow: getComputedStyle(el).overflowY,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box).toEqual({ max: "384px", overflow: "auto", scrolls: true });
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
  });

  test("the keyboard opens Services, Escape closes it and focus returns to the toggle", async ({
    page,
  }) => {
    await page.goto("/");
    const services = nav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Diet Plans" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#services-menu")).toBeHidden();
    await expect(services).toBeFocused();
  });

  test("a route change closes the menus and starts at the top of the new page", async ({
    page,
  }) => {
    await page.goto("/");
    // the home page scrolls to the top once it hydrates, so scroll until that has happened
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(500);
    const services = nav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#services-menu")).toBeVisible();
    await nav(page).getByRole("link", { name: "BMI" }).click();
    await expect(page).toHaveURL(/\/bmicalculator$/);
    await expect(page.locator("#services-menu")).toBeHidden();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header at 375 px", () => {
  test.use({ viewport: MOBILE });

  test("the hamburger toggles a panel 36% of the width, with click-to-open dropdowns", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(nav(page).getByRole("link", { name: "About Us" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const panel = page.locator("#main-menu");
    await expect(panel).toBeVisible();
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeCloseTo(375 * 0.36, 0);
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await panel.getByRole("button", { name: "Services" }).click();
    await panel.getByRole("button", { name: "Our Programs" }).click();
    await expect(page.locator("#programs-menu").getByRole("link")).toHaveCount(12);
    await expect(
      page.locator("#programs-menu").getByRole("link", { name: "Heart Diet" }),
    ).toHaveAttribute("href", "/HeartDiet");
    // in the panel only clicks fold the lists: a mouse moving on does not pull them away from under it
    await panel.getByRole("link", { name: "View Plans" }).hover();
    await expect(panel.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(panel.getByRole("button", { name: "Our Programs" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await panel.getByRole("link", { name: "View Plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Escape closes the open panel and gives focus back to the hamburger", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#main-menu").getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#main-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the logo is the compact image on small screens and the wide one on large screens", async ({
    page,
  }) => {
    await page.goto("/");
    const logo = page.getByRole("banner").locator("picture img");
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain("logo-mark");
    await page.setViewportSize(DESKTOP);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain("logo-wide");
  });
});
