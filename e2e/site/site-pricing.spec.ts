import { expect, test, type Page } from "@playwright/test";
import { adminList, DESKTOP, MOBILE, toast, unique } from "../support/site-helpers";

const ROWS = [
  "Personalized Dietician Plan",
  "Mobile App Access",
  "Email Support",
  "One-on-One Video Consultations",
  "Recipe Recommendations",
  "Priority Support",
  "Educational Resources and Guides",
  "Advanced Progress Tracking Tools",
  "Customized Meal Plans",
  "Phone Support",
];
const PLANS = [
  { name: "Basic Plan", duration: "1 Month", included: 3, price: "2999" },
  { name: "Premium Plan", duration: "2 Months", included: 7, price: "5499" },
  { name: "Ultimate Plan", duration: "3 Months", included: 10, price: "7999" },
];
const marks = (included: number) =>
  ROWS.map((_, i) => (i < included ? /^\W?Included$/ : /^\W?Not included$/));
const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("three plan cards with durations and Choose Plan, three service cards booking a consultation", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page).toHaveTitle(/^Plans \| /);
  for (const plan of PLANS) {
    const card = planCard(page, plan.name);
    await expect(card.getByText(plan.duration, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Choose Plan" })).toBeVisible();
  }
  await expect(planCard(page, "Ultimate Plan")).toContainText("committed");
  for (const name of [
    "Consultation",
    "Therapeutic Diet Plan with Do's and Don'ts",
    "Weight Loss Packages",
  ]) {
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) })
        .getByRole("link", { name: "Book Consultation" }),
    ).toHaveAttribute("href", "/appointment");
  }
  await expect(page.getByText("Price vary according to the conditions")).toBeVisible();
});

test("each plan card reads its name and its duration apart, as text and as shown", async ({
  page,
}) => {
  for (const path of ["/pricing", "/"]) {
    await page.goto(path);
    for (const plan of PLANS) {
      const card = planCard(page, plan.name);
      // textContent (what toContainText reads), as search engines, copy and reader views get it
      await expect(card).toContainText(`${plan.name} ${plan.duration}`);
      // and on screen, one under the other
      expect(await card.innerText()).toMatch(new RegExp(`^${plan.name}\\n+${plan.duration}\\n`));
    }
  }
});

test.describe("comparison table at 1280 px", () => {
  test.use({ viewport: DESKTOP });
  test("is one side-by-side table, rows in spec order, 3/7/10 included", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: "Features included in each plan" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Feature",
      ...PLANS.map((p) => p.name),
    ]);
    await expect(table.getByRole("rowheader")).toHaveText(ROWS);
    for (const [index, plan] of PLANS.entries()) {
      await expect(table.locator(`tbody tr td:nth-of-type(${index + 1})`)).toHaveText(
        marks(plan.included),
      );
    }
    for (const plan of PLANS)
      await expect(page.getByRole("table", { name: plan.name })).toBeHidden();
  });
});

test.describe("comparison table at 375 px", () => {
  test.use({ viewport: MOBILE });
  test("is stacked into three one-plan tables", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("table", { name: "Features included in each plan" })).toBeHidden();
    let previousBottom = 0;
    for (const plan of PLANS) {
      const table = page.getByRole("table", { name: plan.name });
      await expect(table.getByRole("rowheader")).toHaveText(ROWS);
      await expect(table.getByRole("cell")).toHaveText(marks(plan.included));
      const box = (await table.boundingBox())!;
      expect(box.y).toBeGreaterThan(previousBottom);
      previousBottom = box.y + box.height;
    }
  });
});

test("the six FAQ questions toggle independently and the side card asks for your question", async ({
  page,
}) => {
  await page.goto("/pricing");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const questions = page.locator("section[aria-labelledby=faq-heading] button[aria-expanded]");
  await expect(questions).toHaveCount(6);
  await questions.nth(0).click();
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByText(/Ask for a refund within 7 days of the date of the service/),
  ).toBeVisible();
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(faq.getByRole("heading", { name: "Ask you question" })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "FAQPage");
  expect(faqPage.mainEntity).toHaveLength(6);
});

test("the plan modal opens prefilled, Escape and Cancel close it and focus returns to Choose Plan", async ({
  page,
}) => {
  await page.goto("/pricing");
  const choose = planCard(page, "Premium Plan").getByRole("button", { name: "Choose Plan" });
  await choose.click();
  const dialog = page.getByRole("dialog", { name: "Request the Premium Plan" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByLabel("Plan")).toHaveValue("Premium Plan");
  await expect(dialog.getByLabel("Plan")).toHaveAttribute("readonly", "");
  await expect(dialog.getByLabel("Duration")).toHaveValue("2 Months");
  await expect(dialog.getByLabel("Price (₹)")).toHaveValue("5499");
  // Tab cycles inside the dialog
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
  await choose.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a plan request at ${viewport.width} px reaches the database with the catalogue price`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const name = unique("Plan Tester");
    await page.goto("/pricing");
    await planCard(page, "Ultimate Plan").getByRole("button", { name: "Choose Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Request the Ultimate Plan" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill("plan.tester@example.com");
    await dialog.getByLabel("Phone", { exact: true }).fill("+91 98100 55555");
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Form submitted successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const records = await adminList<{
      name: string;
      plan: string;
      duration: string;
      price: number;
    }>(request, "/api/plans");
    expect(records.find((r) => r.name === name)).toMatchObject({
      plan: "Ultimate Plan",
      duration: "3 Months",
      price: 7999,
    });
    // opening again starts from an empty form
    await planCard(page, "Ultimate Plan").getByRole("button", { name: "Choose Plan" }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
  });
}

test("an invalid phone is flagged next to its field and nothing is sent", async ({ page }) => {
  await page.goto("/pricing");
  await planCard(page, "Basic Plan").getByRole("button", { name: "Choose Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Request the Basic Plan" });
  await dialog.getByLabel("Name").fill("Short Phone");
  await dialog.getByLabel("Email").fill("short.phone@example.com");
  await dialog.getByLabel("Phone", { exact: true }).fill("12");
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
    /Enter a valid phone number/,
  );
  await expect(dialog).toBeVisible();
});
