import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { dateInDays, expect, test, uniqueTag } from "../support/fixtures";
import { waitForMail } from "../support/mail";

/**
 * Data rights under the DPDP Act 2023: the owner finds, downloads and erases a person's records
 * on /admin-data, and a visitor asks for deletion with the link at the end of our email.
 */
const OWNER = "owner@clinic.example";

/** One visitor, with an address and a phone number of their own. */
function visitor() {
  const tag = uniqueTag("Dr");
  const digits = `9${String(randomInt(1e8, 1e9))}`; // ten digits
  return { tag, name: `Ravi ${tag}`, email: `${tag.toLowerCase()}@example.com`, digits };
}

const fromSomewhere = () => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

async function submit(request: APIRequestContext, path: string, data: Record<string, string>) {
  const response = await request.post(path, { data, headers: fromSomewhere() });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
}

/** Moves the focus with Tab alone until `target` has it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

async function expectAxeClean(page: Page, label: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, `${label} ${width}px`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return readFile(await file.path(), "utf8");
}

/** Posts a plan request, an appointment and a message for `person`, the phone typed three ways. */
async function submitAll(request: APIRequestContext, person: ReturnType<typeof visitor>) {
  await submit(request, "/api/plans", {
    name: person.name,
    email: person.email,
    phone: `+91 ${person.digits.slice(0, 5)} ${person.digits.slice(5)}`,
    plan: "Basic Plan",
    duration: "1 Month",
    consent: "true",
  });
  await submit(request, "/api/appointments", {
    name: person.name,
    email: person.email.toUpperCase(),
    phone: `0${person.digits}`,
    disease: "Thyroid check-up",
    date: dateInDays(6),
  });
  await submit(request, "/api/contact", {
    name: person.name,
    email: person.email,
    subject: `Question ${person.tag}`,
    message: "Hello, I would like to know more.",
  });
}

/** Keyboard only: past the admin header with the skip link, then Tab to `target`. */
async function skipAndTabTo(page: Page, target: Locator) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, target);
}

test("the owner finds a person by email and by phone and downloads their records", async ({
  page,
  request,
}) => {
  const person = visitor();
  await submitAll(request, person);

  // keyboard only: the search by email
  await page.goto("/admin-data");
  await expect(page.getByRole("heading", { level: 1, name: "Data Requests" })).toBeVisible();
  // (in the menu's More group)
  await expect(
    page.getByRole("link", { name: "Data Requests", includeHidden: true }),
  ).toHaveAttribute("aria-current", "page");
  await skipAndTabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(person.email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/email=/);
  await expect(page.getByRole("heading", { name: "Plan requests (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Appointments (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages (1)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Messages", exact: true })).toContainText(
    `Question ${person.tag}`,
  );

  // by phone alone, typed another way: the plan and the appointment (a message has no phone)
  const dashed = `${person.digits.slice(0, 5)}-${person.digits.slice(5)}`;
  await page.goto(`/admin-data?phone=${dashed}`);
  await expect(page.getByRole("heading", { name: "Plan requests (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Appointments (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages (0)" })).toBeVisible();

  // both: every record, and the downloads
  await page.goto(`/admin-data?email=${encodeURIComponent(person.email)}&phone=${person.digits}`);
  await expect(page.getByRole("heading", { name: "Messages (1)" })).toBeVisible();
  const json = JSON.parse(await download(page, "Download JSON"));
  expect(json.plans).toEqual([
    expect.objectContaining({
      name: person.name,
      plan: "Basic Plan",
      consent: expect.objectContaining({ policyVersion: expect.any(String) }),
    }),
  ]);
  expect(json.appointments).toEqual([expect.objectContaining({ date: dateInDays(6) })]);
  expect(json.contacts).toEqual([expect.objectContaining({ subject: `Question ${person.tag}` })]);
  expect(json.mail.length).toBeGreaterThanOrEqual(6); // an owner notice and a reply for each
  const csv = (await download(page, "Download CSV"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe("Collection,ID,Created at (IST),Name,Email,Phone,Details");
  const collections = csv.slice(1).map((row) => row.split(",")[0]);
  for (const name of ["plans", "appointments", "contacts", "outbox"])
    expect(collections).toContain(name);
});

test("the owner erases a person's records after confirming, keyboard only", async ({
  page,
  request,
}) => {
  const person = visitor();
  await submitAll(request, person);
  await page.goto(`/admin-contacts?q=${person.tag}`);
  await expect(page.getByRole("main")).toContainText(`Question ${person.tag}`);

  await page.goto(`/admin-data?email=${encodeURIComponent(person.email)}&phone=${person.digits}`);
  await expect(page.getByRole("heading", { name: "Messages (1)" })).toBeVisible();
  await expectAxeClean(page, "/admin-data with records");

  const opener = page.getByRole("button", { name: "Erase all records of this person" });
  await skipAndTabTo(page, opener);
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("group", { name: /permanently\?$/ });
  await expect(confirmation).toBeFocused();
  await expectAxeClean(page, "/admin-data confirming");
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, confirmation.getByRole("button", { name: "Yes, erase all records" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(/^Erased 1 plan requests, 1 appointments, 1 messages, \d+ emails/),
  ).toBeVisible();
  await expect(page.getByText("0 records found")).toBeVisible();
  const log = page.getByRole("region", { name: /^Erasures, newest first/ });
  await expect(log.getByRole("row").nth(1)).toContainText("You");

  // gone from the admin lists
  for (const path of ["/admin-plan", "/admin-appointments", "/admin-contacts"]) {
    await page.goto(`${path}?q=${person.tag}`);
    await expect(page.getByRole("main")).not.toContainText(person.tag);
  }
});

test("a visitor asks for deletion with the link in our email; the owner is told and answers", async ({
  page,
}) => {
  const person = visitor();
  await submit(page.request, "/api/contact", {
    name: person.name,
    email: person.email,
    subject: `Question ${person.tag}`,
    message: "Please call me.",
  });
  const reply = await waitForMail((m) => m.to.includes(person.email));
  const link = /To ask us to delete the data we hold about you: (\S+)/.exec(reply.text)?.[1];
  expect(link).toBeDefined();
  const owners = await waitForMail((m) => m.to.includes(OWNER) && m.text.includes(person.email));
  expect(owners.text).not.toContain("/data-deletion");

  await page.goto(link!);
  await expect(
    page.getByRole("heading", { level: 1, name: "Request deletion of your data" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // enabled once the page has read the link
  const request = page.getByRole("button", { name: "Request deletion of my data" });
  await expect(request).toBeEnabled();
  await expectAxeClean(page, "/data-deletion");
  await request.click();
  await expect(page.getByRole("status")).toContainText("we have received your request");

  const notice = await waitForMail(
    (m) => m.to.includes(OWNER) && m.subject === `Data deletion request: ${person.email}`,
  );
  const handleUrl = /Find and erase their records \(Data Requests\): (\S+)/.exec(notice.text)?.[1];
  expect(handleUrl).toContain("/admin-data?");

  await page.goto("/admin-data");
  const requests = page.getByRole("region", { name: "Open deletion requests, oldest first" });
  await expect(requests).toContainText(person.email);
  await requests.getByRole("link", { name: `Find records of ${person.email}` }).click();
  await expect(page.getByText(/Answering the deletion request of/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Erase all records of this person" }).click();
  await page.getByRole("button", { name: "Yes, erase all records" }).click();
  await expect(page.getByText(/^Erased 0 plan requests, 0 appointments, 1 messages/)).toBeVisible();
  await expect(requests).not.toContainText(person.email);
  const log = page.getByRole("region", { name: /^Erasures, newest first/ });
  await expect(log.getByRole("row").nth(1)).toContainText("Deletion request");
  await expect(log).not.toContainText(person.email);
});

test("a bad deletion link is refused with a clear message", async ({ page }) => {
  await page.goto("/data-deletion?token=not-a-real-token");
  await page.getByRole("button", { name: "Request deletion of my data" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toContainText("This link is not valid");
  await page.goto("/data-deletion");
  await expect(main.getByRole("alert")).toContainText("This link is incomplete");
});

test("the privacy policy states the retention period and how to ask for deletion", async ({
  page,
}) => {
  await page.goto("/privacypolicy");
  const main = page.getByRole("main");
  await expect(main).toContainText(/for 24 months, then delete them automatically/);
  await expect(main).toContainText('press "Request deletion of my data"');
});
