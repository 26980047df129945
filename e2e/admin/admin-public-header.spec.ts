import { test as visitorTest, type Page, type Request } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { MOBILE } from "../support/site-helpers";

// in the menu's order; its groups hold those not in the bar itself
const ADMIN_LINKS = [
  "Today",
  "Clients",
  "Admin Plans",
  "Admin Appointments",
  "Admin Contacts",
  "Admin Blogs",
  "Offer",
  "WhatsApp",
  "Consultations",
  "Reports",
  "Data Requests",
  "Update Credentials",
];
const header = (page: Page) => page.getByRole("banner");
const isSessionCheck = (request: Request) =>
  new URL(request.url()).pathname === "/api/admin/verifyToken";

function countSessionChecks(page: Page) {
  const checks: Request[] = [];
  page.on("request", (request) => {
    if (isSessionCheck(request)) checks.push(request);
  });
  return checks;
}

test("a signed-in owner gets the admin header on public pages, checked again after each route change", async ({
  page,
}) => {
  const checks = countSessionChecks(page);
  await page.goto("/pricing");
  await expect(
    header(page)
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { includeHidden: true }),
  ).toHaveText(ADMIN_LINKS);
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: /Poshan Diet Clinic/ })).toHaveAttribute(
    "href",
    "/admin-appointments",
  );
  await expect(header(page).getByRole("link", { name: "Book an Appointment" })).toHaveCount(0);
  expect(checks).toHaveLength(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await expect.poll(() => checks.length).toBe(2);
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: MOBILE });

  test("the header reads 'Loading...' until the check answers", async ({ page }) => {
    // The real server answers; its answer is only held back long enough to see the pending state.
    await page.route("**/api/admin/verifyToken", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/blog");
    await expect(header(page).getByRole("status")).toHaveText("Loading...");
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header(page).getByText("Loading...")).toHaveCount(0);
  });
});

visitorTest.describe("visitors", () => {
  visitorTest("never make the session check and keep the visitor header", async ({ page }) => {
    const checks = countSessionChecks(page);
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Book an Appointment" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(checks).toHaveLength(0);
  });

  visitorTest(
    "a leftover hint without a valid session is checked once and gets the visitor header",
    async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "admin_hint", value: "1", url: baseURL! }]);
      const checked = page.waitForResponse((response) => isSessionCheck(response.request()));
      await page.goto("/contact");
      expect((await checked).status()).toBe(401);
      await expect(header(page).getByRole("link", { name: "Book an Appointment" })).toBeVisible();
      await expect(header(page).getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    },
  );
});
