import { randomInt } from "node:crypto";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE } from "../support/site-helpers";

/**
 * The client's page (issue 30): a plan request becomes a client in /admin-clients; on a phone the
 * owner records three measurements, and the chart, its table and the history show them; she sends
 * the intake link, merges a second record of the same person and renames them.
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
    await page.getByLabel("Date", { exact: true }).fill(date!);
    await page.getByLabel("Weight (kg)", { exact: true }).fill(weight!);
    await add.click();
    await expect(page.getByRole("table", { name: "Measurements" })).toContainText(weight!);
  }
  const progress = page.getByRole("region", { name: "Progress" });
  await expect(progress.getByRole("img", { name: new RegExp(`Weight of ${name}`) })).toBeVisible();
  await expect(progress).toContainText("3 kg less");
  const profile = page.getByRole("form", { name: "Edit the profile" });
  await profile.getByLabel("Goal weight (kg)").fill("65");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(progress).toContainText("Goal 65 kg");
  expect(await axeViolations(page, "client 375")).toEqual([]);

  // the intake link for the plan request: copied, or sent on WhatsApp in one tap
  const intakeLink = page.getByRole("region", { name: "Intake questionnaire link" });
  await expect(intakeLink).toContainText("For the plan request for the Basic Plan, 1 Month");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await intakeLink.getByRole("button", { name: "Copy the intake link" }).click();
  await expect(page.getByText("Copied the intake link")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/intake\?token=[\w.-]+/);
  const whatsApp = intakeLink.getByRole("link", {
    name: `WhatsApp: Intake form, to ${name} (opens in a new tab)`,
  });
  const message = new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text");
  expect(message).toContain(`Namaste ${name},`);
  expect(message).toContain(copied);
  const form = await page.request.get(copied);
  expect(form.status()).toBe(200);
  expect((await form.text()).replaceAll("<!-- -->", "")).toContain(`Hello ${name}`);

  await page.getByLabel("Weight (kg)", { exact: true }).fill("900");
  await add.click();
  await expect(page.getByText("Enter the weight in kilograms, between 2 and 300")).toBeVisible();

  // the same person wrote again from another address and number: a second record, merged here
  const again = await adminApi.post("/api/plans", {
    headers: { "X-Forwarded-For": `10.90.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name,
      email: `${tag}.kavya.work@example.com`,
      phone: `97${randomInt(10_000_000, 99_999_999)}`,
      plan: "Premium Plan",
      duration: "2 Months",
    },
  });
  expect(again.status()).toBe(201);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Measured 71 kg");
  await expect(history).not.toContainText("Premium Plan");
  const others = page.getByRole("list", { name: "Other records" });
  await expect(others).toContainText(`${tag}.kavya.work@example.com`);
  expect(await axeViolations(page, "client 1280")).toEqual([]);
  const merge = others.getByRole("button", { name: `Merge ${name} into this record` });
  await hydrated(merge);
  await merge.click();
  await page.getByRole("button", { name: "Yes, merge" }).click();
  await expect(page.getByText(`Merged ${name} into this record`)).toBeVisible();
  await expect(history).toContainText("Plan request: Premium Plan, 2 Months");
  await expect(page.getByText("No other record has this name.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${tag}.kavya.work@example.com`);

  // the owner's name for the client stays, whatever they type next time
  await profile.getByLabel("Name", { exact: true }).fill(`${name} Iyer`);
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `${name} Iyer` })).toBeVisible();
});
