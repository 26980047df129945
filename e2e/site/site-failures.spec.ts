import { expect, test, type PlaywrightWorkerArgs } from "@playwright/test";
import { exhaustSubmissionLimit, ipv6Origin, toast } from "../support/site-helpers";

/**
 * Failure paths for real: these tests browse through [::1], whose per-minute submission limit
 * each uses up once its form is filled, right before it submits, so the API itself answers 429
 * (no mocked fetch). The limit counts fixed minutes: used up seconds before the click, it holds.
 */
test.describe.configure({ mode: "serial" });

/** The [::1] address's submissions refused from now to the end of this minute. */
async function refuseSubmissions(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const api = await playwright.request.newContext();
  await exhaustSubmissionLimit(api, ipv6Origin(baseURL));
  await api.dispose();
}

test("a refused contact message shows 'Error sending message' and keeps the text", async ({
  page,
  baseURL,
  playwright,
}) => {
  await page.goto(`${ipv6Origin(baseURL!)}/contact`);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Refused");
  await form.getByLabel("Email").fill("refused@example.com");
  await form.getByLabel("Subject").fill("Limit");
  await form.getByLabel("Message").fill("Too many messages");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await refuseSubmissions(playwright, baseURL!);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error sending message")).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("Too many messages");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("a refused booking shows the server's message and keeps the form", async ({
  page,
  baseURL,
  playwright,
}) => {
  await page.goto(`${ipv6Origin(baseURL!)}/appointment`);
  const form = page.getByRole("form", { name: "Appointment form" });
  await form.getByLabel("Name").fill("Refused Booking");
  await form.getByLabel("Email").fill("refused@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("9810012345");
  await form
    .getByLabel("Preferred date")
    .fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(/Reason for appointment/).fill("Anemia");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await refuseSubmissions(playwright, baseURL!);
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(
    toast(page, "Error booking appointment: Too many requests. Please try again later."),
  ).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Refused Booking");
});

test("a refused plan request shows the failure toast and the modal stays open with its data", async ({
  page,
  baseURL,
  playwright,
}) => {
  await page.goto(`${ipv6Origin(baseURL!)}/pricing`);
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Basic Plan", exact: true }) })
    .getByRole("button", { name: "Choose Plan" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request the Basic Plan" });
  await dialog.getByLabel("Name").fill("Refused Plan");
  await dialog.getByLabel("Email").fill("refused@example.com");
  await dialog.getByLabel("Phone", { exact: true }).fill("9810012345");
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await refuseSubmissions(playwright, baseURL!);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Error submitting form. Please try again.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Refused Plan");
});
