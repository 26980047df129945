import { createHash, randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE } from "../support/site-helpers";
import { weekdayInIndia } from "../support/dates";
import { waitForMail } from "../support/mail";

/**
 * The intake questionnaire (issue 30): a booking's confirmation links it; the client fills it in
 * on a phone (the BMI as they type, a report attached, the health-data consent) and corrects it
 * later on a computer; the owner sees the answers on the booking's page.
 */

async function visitor(browser: Browser, viewport: typeof MOBILE | typeof DESKTOP) {
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

const REPORT = Buffer.from(
  `%PDF-1.4\n% a blood report\n${"1 0 obj << >> endobj\n".repeat(20)}%%EOF`,
);

test("a booking's email opens the intake on a phone; the answers and BMI reach the owner", async ({
  browser,
  adminApi,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("intake");
  const name = `${tag} Meera`;
  const email = `${tag}.meera@example.com`;
  const booked = await adminApi.post("/api/appointments", {
    headers: { "X-Forwarded-For": `10.89.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name,
      email,
      phone: "9810012345",
      disease: "Thyroid",
      date: weekdayInIndia(13),
      time: "10:00",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { _id: string } };
  const confirmation = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
  );
  const link = /Fill in the questionnaire: (\S+)/.exec(confirmation.text)?.[1];
  expect(link, confirmation.text).toMatch(/\/intake\?token=/);

  const phone = await visitor(browser, MOBILE);
  await phone.goto(link!);
  await expect(
    phone.getByRole("heading", { level: 1, name: "Before your first visit" }),
  ).toBeVisible();
  await expect(phone.getByRole("main")).toContainText(`Hello ${name}`);
  const send = phone.getByRole("button", { name: "Send my answers" });
  await hydrated(send);
  expect(await axeViolations(phone, "intake 375")).toEqual([]);

  await phone.getByLabel("Height (cm)").fill("160");
  await phone.getByLabel("Weight (kg)").fill("64");
  await expect(phone.getByText("Your BMI: 25.00 (Overweight)")).toBeVisible();
  await phone.getByLabel("Your main goal").selectOption({ label: "Weight loss" });
  await phone.getByRole("checkbox", { name: "Thyroid" }).check();
  await phone.getByLabel("Medicines you take").fill("Thyronorm 50 mcg");
  await phone.getByLabel(/recent blood report/).setInputFiles({
    name: "blood-report.pdf",
    mimeType: "application/pdf",
    buffer: REPORT,
  });
  await send.click();
  await expect(
    phone.getByText("Please agree to how we use your health information to send the form"),
  ).toBeVisible();
  // judged from the top: focus scrolled to the consent, and axe counts a field half under the
  // sticky header as a too-small target wherever the scroll happens to stop
  await phone.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(0);
  expect(await axeViolations(phone, "intake 375 with errors")).toEqual([]);
  const hindiConsent = phone.locator('p[lang="hi"]', { hasText: "इन उत्तरों" });
  await expect(hindiConsent).toBeVisible();
  await expect(hindiConsent.getByRole("link", { name: /^गोपनीयता नीति/ })).toHaveAttribute(
    "href",
    "/privacypolicy/hi",
  );
  await phone.getByRole("checkbox", { name: /I agree that/ }).check();
  await send.click();
  await expect(phone.getByText(/Thank you! Your answers reached us/)).toBeVisible();
  await phone.context().close();

  // A correction from a computer, by the link's path form: the form comes back filled in.
  const desk = await visitor(browser, DESKTOP);
  const { origin, searchParams } = new URL(link!);
  const opened = await desk.goto(
    `${origin}/intake/${encodeURIComponent(searchParams.get("token")!)}`,
  );
  await expect(desk).toHaveURL(/\/intake\?token=/);
  expect(opened!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(desk.getByLabel("Height (cm)")).toHaveValue("160");
  // the privacy policy opens in a new tab that learns nothing of the link: no Referer, no opener
  const [policy] = await Promise.all([
    desk.context().waitForEvent("page"),
    desk
      .getByRole("link", { name: /^privacy policy/ })
      .first()
      .click(),
  ]);
  await policy.waitForLoadState("domcontentloaded");
  expect(policy.url()).toMatch(/\/privacypolicy$/);
  expect(await policy.evaluate(() => document.referrer)).toBe("");
  expect(await policy.evaluate(() => window.opener)).toBeNull();
  await policy.close();
  await expect(desk.getByText(/You sent blood-report\.pdf before/)).toBeVisible();
  await hydrated(desk.getByRole("button", { name: "Send my answers" }));
  expect(await axeViolations(desk, "intake 1280")).toEqual([]);
  await desk.getByLabel("Weight (kg)").fill("63");
  await desk.getByRole("checkbox", { name: /I agree that/ }).check();
  await desk.getByRole("button", { name: "Send my answers" }).click();
  await expect(desk.getByText(/Thank you! Your answers reached us/)).toBeVisible();
  await desk.context().close();

  // The owner sees them on the booking's page, with the report to download.
  await page.goto(`/admin-appointments/${data._id}`);
  const panel = page.getByRole("region", { name: "Intake questionnaire" });
  await expect(panel).toContainText("63 kg");
  await expect(panel).toContainText("24.61 (Normal weight)");
  await expect(panel).toContainText("Thyronorm 50 mcg");
  await expect(panel).toContainText("Weight loss");
  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: /Download the report/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("blood-report.pdf");

  // The client's page: the answers, the BMI and the booking in the history.
  await page.goto(`/admin-clients?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const answers = page.getByRole("region", { name: "Intake questionnaire", exact: true });
  await expect(answers).toContainText("Thyronorm 50 mcg");
  await expect(answers).toContainText("24.61 (Normal weight)");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Appointment for");
  await expect(history).toContainText("Thyroid · status: booked");
  await expect(history).toContainText("Intake answers: 160 cm, 63 kg, BMI 24.61");
  const clientId = new URL(page.url()).pathname.split("/").pop()!;
  const measured = await adminApi.post(`/api/admin/clients/${clientId}/measurements`, {
    data: { date: "2026-11-20", weightKg: 62.5, waistCm: 80 },
  });
  expect(measured.status()).toBe(201);

  // The person's export holds all of it, the report's bytes too; erasure removes all of it.
  const exported = await adminApi.get(`/api/admin/people?email=${encodeURIComponent(email)}`);
  const records = (await exported.json()) as Record<string, Record<string, unknown>[]>;
  expect(records.appointments).toHaveLength(1);
  expect(records.intakes).toEqual([
    expect.objectContaining({
      weightKg: 63,
      medicines: "Thyronorm 50 mcg",
      report: expect.objectContaining({
        filename: "blood-report.pdf",
        contentBase64: REPORT.toString("base64"),
      }),
    }),
  ]);
  expect(records.clients).toEqual([expect.objectContaining({ _id: clientId, name })]);
  expect(records.measurements).toEqual([
    expect.objectContaining({ weightKg: 62.5, waistCm: 80, bmi: 24.41 }),
  ]);
  const reportFile = blobPath(REPORT);
  expect(existsSync(reportFile), reportFile).toBe(true);

  const erased = await adminApi.delete(`/api/admin/people?email=${encodeURIComponent(email)}`);
  expect((await erased.json()).counts).toMatchObject({
    appointments: 1,
    intakes: 1,
    clients: 1,
    measurements: 1,
  });
  const after = await adminApi.get(`/api/admin/people?email=${encodeURIComponent(email)}`);
  expect(await after.json()).toMatchObject({
    appointments: [],
    intakes: [],
    clients: [],
    measurements: [],
  });
  expect((await adminApi.get(`/api/admin/clients/${clientId}`)).status()).toBe(404);
  await expect.poll(() => existsSync(reportFile)).toBe(false);
});

/** Where the store keeps a small file's bytes (packages/store/storage/blob-files.mjs): by their SHA-256. */
function blobPath(bytes: Buffer): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const sha = createHash("sha256").update(bytes).digest("hex");
  return path.join(dataDir, "store", "blobs", sha.slice(0, 2), sha);
}
