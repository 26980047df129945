import { expect, test } from "@playwright/test";

test("home answers with the page title of the spec", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Dietician .+ \| Personalized Dietician Healthcare$/);
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book an appointment" })).toHaveAttribute(
    "href",
    "/appointment",
  );
  await expect(page).toHaveTitle(/^Page not found \| /);
});

test("/api/health reports the database up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, db: "up" });
});
