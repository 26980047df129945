import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE } from "../support/site-helpers";

async function calculate(
  page: Page,
  values: { name: string; weight: string; height: string; female?: boolean },
) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Weight (kg)").fill(values.weight);
  await page.getByLabel("Height (cm)").fill(values.height);
  if (values.female) await page.getByLabel("Female").check();
  await page.getByRole("button", { name: "Calculate" }).click();
  return page.getByRole("dialog", { name: "Your BMI result" });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`at ${viewport.width} px '60kg' and '160cm' give 23.44, Normal weight, with the legend`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/bmicalculator");
    await expect(page).toHaveTitle(/^BMI Calculator \| /);
    await expect(page.getByLabel("Weight (kg)")).toHaveAttribute(
      "placeholder",
      "Weight, e.g., 60kg",
    );
    await expect(page.getByLabel("Height (cm)")).toHaveAttribute(
      "placeholder",
      "Height, e.g., 160cm",
    );
    await expect(page.getByLabel("Male", { exact: true })).toBeChecked();
    const dialog = await calculate(page, {
      name: "Neha",
      weight: "60kg",
      height: "160cm",
      female: true,
    });
    await expect(dialog).toContainText("Neha");
    await expect(dialog).toContainText("23.44");
    await expect(dialog).toContainText("Normal weight");
    await expect(dialog.getByRole("listitem")).toHaveText([
      "Underweight: under 18.5",
      "Normal: 18.5–24.9",
      "Overweight: 25–29.9",
      "Obesity: 30 or greater",
    ]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Weight (kg)")).toHaveValue("");
    await expect(page.getByLabel("Male", { exact: true })).toBeChecked();
  });
}

test("the categories have no gaps: 24.95 is Normal weight, 29.95 Overweight, 30 Obesity, 18.4 Underweight", async ({
  page,
}) => {
  await page.goto("/bmicalculator");
  for (const [weight, bmi, category] of [
    ["24.95", "24.95", "Normal weight"],
    ["29.95", "29.95", "Overweight"],
    ["30", "30.00", "Obesity"],
    ["18.4", "18.40", "Underweight"],
  ] as const) {
    const dialog = await calculate(page, { name: "Edge", weight, height: "100" });
    await expect(dialog).toContainText(bmi);
    await expect(dialog.getByText(category, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("text or a zero height shows 'Invalid input'", async ({ page }) => {
  await page.goto("/bmicalculator");
  for (const [weight, height] of [
    ["sixty", "160"],
    ["60", "0"],
  ] as const) {
    const dialog = await calculate(page, { name: "Oops", weight, height });
    await expect(dialog).toContainText("Invalid input");
    await dialog.getByRole("button", { name: "Close" }).click();
  }
});
