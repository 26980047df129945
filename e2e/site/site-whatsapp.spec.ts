import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { adminList, toast, unique } from "../support/site-helpers";
import { spokenDate, weekdayInIndia } from "../support/dates";

/** The practice's WhatsApp digits, from the chat link every public page has. */
async function practiceDigits(page: Page): Promise<string> {
  const href = await page.locator('a[href^="https://wa.me/"]').first().getAttribute("href");
  return /^https:\/\/wa\.me\/(\d+)\?/.exec(href ?? "")![1]!;
}

/** The panel's link: to the practice, its decoded text. */
async function continueText(page: Page, scope: ReturnType<Page["getByRole"]>, digits: string) {
  const link = scope.getByRole("link", { name: "Continue on WhatsApp" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const href = (await link.getAttribute("href"))!;
  expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
  return new URL(href).searchParams.get("text")!;
}

test("after a booking, Continue on WhatsApp carries the reference, date and time", async ({
  page,
  request,
}) => {
  const name = unique("Whatsapp Booker");
  const date = weekdayInIndia(11);
  await page.goto("/appointment");
  const digits = await practiceDigits(page);
  const form = page.getByRole("form", { name: "Appointment form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("wa.booker@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("98100 12345");
  await form.getByLabel("Preferred date").fill(date);
  await form.getByLabel(/Reason for appointment/).fill("PCOD");
  const slot = form.getByRole("group", { name: "Time (India Standard Time)" }).getByRole("radio");
  await expect(slot.first()).toBeVisible();
  // the day's last free time, as the picker shows it (e.g. "5:30 pm")
  const time = (await slot.last().evaluate((input) => input.closest("label")!.textContent!)).trim();
  await slot.last().check();
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(toast(page, "Appointment booked successfully!")).toBeVisible();

  const stored = await adminList<{ _id: string; name: string }>(request, "/api/appointments");
  const reference = stored
    .find((a) => a.name === name)!
    ._id.slice(-6)
    .toUpperCase();
  const panel = page.getByRole("status").filter({ hasText: "Your booking reference is" });
  await expect(panel).toContainText(reference);
  const text = await continueText(page, panel, digits);
  expect(text).toContain(name);
  expect(text).toContain(reference);
  expect(text).toContain(`for ${spokenDate(date)} at ${time} IST.`);
  // judged from the top: axe counts a field half under the sticky header as too small a target
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await axeViolations(page, "/appointment after booking:", "main")).toEqual([]);
});

test("after a plan request, Continue on WhatsApp names the plan, duration and reference", async ({
  page,
  request,
}) => {
  const name = unique("Whatsapp Planner");
  await page.goto("/pricing");
  const digits = await practiceDigits(page);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Premium Plan", exact: true }) });
  await card.getByRole("button", { name: "Choose Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Request the Premium Plan" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill("wa.planner@example.com");
  await dialog.getByLabel("Phone", { exact: true }).fill("+91 98100 55555");
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Form submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await adminList<{ _id: string; name: string }>(request, "/api/plans");
  const reference = stored
    .find((r) => r.name === name)!
    ._id.slice(-6)
    .toUpperCase();
  const panel = card.getByRole("status").filter({ hasText: "Your reference is" });
  await expect(panel).toContainText(
    `Your request for the Premium Plan is in. Your reference is ${reference}.`,
  );
  const text = await continueText(page, panel, digits);
  expect(text).toContain(name);
  expect(text).toContain("the Premium Plan (2 Months)");
  expect(text).toContain(reference);
  expect(await axeViolations(page, "/pricing after a plan request:", "main")).toEqual([]);

  // choosing a plan again starts afresh
  await card.getByRole("button", { name: "Choose Plan" }).click();
  await expect(panel).toHaveCount(0);
});
