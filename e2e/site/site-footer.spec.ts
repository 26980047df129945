import { expect, test } from "@playwright/test";

test("the footer links to the legal pages, reviews, socials and chat, and shows the Naraina address", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Home", "/"],
    ["Support", "/support"],
    ["Privacy Policy", "/privacypolicy"],
    ["Cancellation & Refund Policy", "/cancellationrefundpolicy"],
    ["Terms of Service", "/termsofservice"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  await expect(footer.getByRole("link", { name: /Add Reviews/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps/,
  );
  for (const name of ["Instagram", "Facebook", "YouTube", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
      "target",
      "_blank",
    );
  }
  await expect(footer.getByRole("link", { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=Hello/,
  );
  await expect(footer.getByRole("link", { name: /Back to top/ })).toHaveAttribute("href", "#top");
  await expect(footer.locator("address")).toContainText("Naraina");
  await expect(footer.locator("address")).toContainText("New Delhi");
});

test("an internal footer link lands at the top of the page, even for the page you are on", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/termsofservice$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the floating chat button opens WhatsApp with a greeting and back-to-top returns to the top", async ({
  page,
}) => {
  await page.goto("/pricing");
  const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ }).first();
  await expect(chat).toHaveAttribute(
    "href",
    `https://wa.me/919810012345?text=${encodeURIComponent("Hello! I would like to know more about your diet plans.")}`,
  );
  // A wheel sent while the page is still settling was once dropped (scrollY stayed 0): turn it again.
  await page.mouse.move(200, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  }).toPass();
  await page.getByRole("link", { name: "Back to top", exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("no analytics script is loaded when no measurement id is configured", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  await page.getByRole("link", { name: "View Plans" }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => /googletagmanager|google-analytics/.test(url))).toEqual([]);
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
});
