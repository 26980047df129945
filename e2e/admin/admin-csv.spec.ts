import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "@/test/csv";
import {
  dateInDays,
  expect,
  submitAppointment,
  submitContact,
  submitPlan,
  test,
  uniqueTag,
} from "../support/fixtures";

async function downloadCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const text = await readFile(await download.path(), "utf8");
  return { name: download.suggestedFilename(), rows: parseCsv(text.replace(/^\uFEFF/, "")) };
}

test("the plan list downloads as CSV with the filters applied", async ({ page, request }) => {
  const tag = uniqueTag("csvplan");
  await submitPlan(request, `${tag} Basic`, "Basic Plan");
  await submitPlan(request, `${tag} Ultimate`, "Ultimate Plan");

  await page.goto(`/admin-plan?plan=Ultimate+Plan&q=${tag}`);
  const { name, rows } = await downloadCsv(page);
  expect(name).toMatch(/\.csv$/);
  expect(rows[0]).toEqual([
    "Name",
    "Email",
    "Phone",
    "Plan",
    "Duration",
    "Price (INR)",
    "Status",
    "Last note",
    // the e2e server takes UPI (UPI_VPA): the payment columns
    "Payment",
    "UTR",
    "Receipt number",
    "Submitted at (IST)",
  ]);
  expect(rows).toHaveLength(2);
  expect(rows[1]?.slice(0, 6)).toEqual([
    `${tag} Ultimate`,
    `${tag.toLowerCase()}.ultimate@example.com`,
    "'+91 98100 00000",
    "Ultimate Plan",
    "3 Months",
    "7999",
  ]);
  expect(rows[1]?.slice(8, 11)).toEqual(["Unpaid", "", ""]);
});

test("the contact list downloads as CSV with quoting and formulas neutralised", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("csvmsg");
  await submitContact(request, {
    name: `${tag} Quote`,
    subject: 'Hello, "friend"',
    message: "First line\nSecond line",
  });
  await submitContact(request, {
    name: `${tag} Formula`,
    subject: '=HYPERLINK("http://evil.example","click")',
    message: "@SUM(1+1)",
  });

  await page.goto(`/admin-contacts?q=${tag}`);
  const { rows } = await downloadCsv(page);
  expect(rows[0]).toEqual([
    "Name",
    "Email",
    "Subject",
    "Message",
    "Status",
    "Last note",
    "Submitted at (IST)",
  ]);
  expect(rows).toHaveLength(3);
  const [formula, quote] = [rows[1]!, rows[2]!];
  expect(quote.slice(0, 4)).toEqual([
    `${tag} Quote`,
    "visitor@example.com",
    'Hello, "friend"',
    "First line\nSecond line",
  ]);
  expect(formula.slice(2, 4)).toEqual([
    '\'=HYPERLINK("http://evil.example","click")',
    "'@SUM(1+1)",
  ]);
});

test("the appointment list downloads as CSV in the chosen order", async ({ page, request }) => {
  const tag = uniqueTag("csvappt");
  await submitAppointment(request, `${tag} Later`, dateInDays(20));
  await submitAppointment(request, `${tag} Sooner`, dateInDays(5));

  await page.goto(`/admin-appointments?sort=date&q=${tag}`);
  const { rows } = await downloadCsv(page);
  expect(rows[0]).toEqual([
    "Name",
    "Email",
    "Phone",
    "Reason",
    "Appointment date",
    "Time (IST)",
    "Status",
    "Last note",
    "Submitted at (IST)",
  ]);
  // the spreadsheet's dates: DD/MM/YYYY
  const asWritten = (date: string) => date.split("-").reverse().join("/");
  expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
    [`${tag} Later`, asWritten(dateInDays(20))],
    [`${tag} Sooner`, asWritten(dateInDays(5))],
  ]);
});

test("CSV exports are for the admin only", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  for (const path of [
    "/api/plans?format=csv",
    "/api/contact?format=csv",
    "/api/appointments?format=csv",
  ]) {
    expect((await visitor.get(path)).status(), path).toBe(401);
  }
  await visitor.dispose();
});
