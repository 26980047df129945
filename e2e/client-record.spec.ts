import { randomInt } from "node:crypto";
import { axeViolations } from "./axe";
import { expect, test, uniqueTag } from "./fixtures";
import { DESKTOP, hydrated, MOBILE } from "./site-helpers";

/**
 * The client's page (issue 30): a plan request becomes a client in /admin-clients; on a phone the
 * owner records three measurements, and the chart, its table and the history show them.
 */
test("a client's page: three measurements draw the chart, the table and the history", async ({
  adminApi,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("client");
  const name = `${tag} Kavya`;
  const planned = await adminApi.post("/api/plans", {
    headers: { "X-Forwarded-For": `10.90.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name,
      email: `${tag}.kavya@example.com`,
      phone: `98${randomInt(10_000_000, 99_999_999)}`,
      plan: "Basic Plan",
      duration: "1 Month",
    },
  });
  expect(planned.status()).toBe(201);

  await page.setViewportSize(MOBILE);
  await page.goto(`/admin-clients?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Plan request: Basic Plan, 1 Month",
  );
  const add = page.getByRole("button", { name: "Add measurement" });
  await hydrated(add);
  for (const [date, weight] of [
    ["2026-09-01", "74"],
    ["2026-10-01", "72.4"],
    ["2026-11-01", "71"],
  ]) {
    await page.getByLabel("Date").fill(date!);
    await page.getByLabel("Weight (kg)", { exact: true }).fill(weight!);
    await add.click();
    await expect(page.getByRole("table", { name: "Measurements" })).toContainText(weight!);
  }
  const progress = page.getByRole("region", { name: "Progress" });
  await expect(progress.getByRole("img", { name: new RegExp(`Weight of ${name}`) })).toBeVisible();
  await expect(progress).toContainText("3 kg less");
  await progress.getByLabel("Goal weight (kg)").fill("65");
  await progress.getByRole("button", { name: "Save goal" }).click();
  await expect(progress).toContainText("Goal 65 kg");
  expect(await axeViolations(page, "client 375")).toEqual([]);

  await page.getByLabel("Weight (kg)", { exact: true }).fill("900");
  await add.click();
  await expect(page.getByText("Enter the weight in kilograms, between 2 and 300")).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Measured 71 kg");
  expect(await axeViolations(page, "client 1280")).toEqual([]);
});
