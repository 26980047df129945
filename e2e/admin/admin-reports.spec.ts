import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { parseCsv } from "@/test/csv";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, MOBILE } from "../support/site-helpers";

/**
 * The practice's numbers (/admin-reports): a plan request paid through the owner's API shows in
 * its month's receipts and in the accountant's CSV; another whose client sent a UTR waits on the
 * Today desk. UPI is on in the e2e server (UPI_VPA in playwright.config.ts).
 */

const fromSomewhere = () => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});
type Created = { data: { _id: string }; payment: { pageUrl: string } };

async function requestPlan(request: APIRequestContext, name: string): Promise<Created> {
  const response = await request.post("/api/plans", {
    data: {
      name,
      email: "reports@example.com",
      phone: "98100 66666",
      plan: "Basic Plan",
      duration: "1 Month",
    },
    headers: fromSomewhere(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

const sendUtr = async (request: APIRequestContext, plan: Created, utr: string) => {
  const signed = plan.payment.pageUrl.split("/pay?ref=")[1];
  const response = await request.post(`/api/payments/${signed}/utr`, {
    data: { utr },
    headers: fromSomewhere(),
  });
  expect(response.status(), await response.text()).toBe(200);
};

const inIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", ...options }).format(new Date());

test("a paid plan shows in the year's receipts and CSV; a UTR waits on the desk", async ({
  page,
  request,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("rep");
  const paid = await requestPlan(request, `${tag} Paid`);
  const waiting = await requestPlan(request, `${tag} Waiting`);
  const utr = String(randomInt(1e11, 1e12));
  const waitingUtr = String(randomInt(1e11, 1e12));
  await sendUtr(request, paid, utr);
  await sendUtr(request, waiting, waitingUtr);
  const marked = await adminApi.patch(`/api/admin/submissions/plans/${paid.data._id}`, {
    data: { paymentStatus: "paid" },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  const receiptNumber = ((await marked.json()) as { payment: { receiptNumber: string } }).payment
    .receiptNumber;
  expect(receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{4,}$/);

  // On a phone: the month's row counts the receipt; nothing is wider than the screen.
  await page.setViewportSize(MOBILE);
  await page.goto("/admin-reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const fy = receiptNumber.slice(0, 7);
  await expect(
    page.getByRole("navigation", { name: "Financial year" }).getByRole("link", { name: fy }),
  ).toHaveAttribute("aria-current", "page");
  const receipts = page.getByRole("table", { name: `Receipts by month, ${fy}` });
  const month = receipts.getByRole("row", {
    name: new RegExp(`^${inIndia({ month: "short", year: "numeric" })} `),
  });
  const [count, total] = await month
    .getByRole("cell")
    .allInnerTexts()
    .then((c) => c.slice(1));
  expect(Number(count)).toBeGreaterThanOrEqual(1);
  expect(Number(total!.replace(/[₹,]/g, ""))).toBeGreaterThanOrEqual(2999);
  await expect(
    page.getByRole("img", { name: `Receipts by month, ${fy}, in rupees` }),
  ).toBeVisible();
  for (const name of ["Plan requests and payment", "Appointments by month", "Programmes"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    MOBILE.width,
  );
  const found = await axeViolations(page, `/admin-reports at ${MOBILE.width}px:`);
  await page.setViewportSize(DESKTOP);
  await expect(
    page.getByRole("img", { name: `Receipts by month, ${fy}, in rupees` }),
  ).toBeVisible();
  found.push(...(await axeViolations(page, `/admin-reports at ${DESKTOP.width}px:`)));
  expect(found).toEqual([]);

  // The accountant's CSV holds the receipt: IST date, number, client, plan, rupees, UTR.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download receipts CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^receipts-${fy}-.*\\.csv$`));
  const rows = parseCsv(await readFile((await download.path())!, "utf8"));
  expect(rows[0]).toEqual(["Date (IST)", "Receipt number", "Client", "For", "Amount (INR)", "UTR"]);
  expect(rows.find((row) => row[1] === receiptNumber)).toEqual([
    inIndia({ day: "2-digit", month: "2-digit", year: "numeric" }),
    receiptNumber,
    `${tag} Paid`,
    "Basic Plan",
    "2999.00",
    utr,
  ]);

  // The desk lists the UTR that waits for the owner's check, linked to its request.
  await page.goto("/admin");
  const toCheck = page.getByRole("region", { name: "Payments to check" });
  const item = toCheck.getByRole("listitem").filter({ hasText: `${tag} Waiting` });
  await expect(item).toContainText(`UTR ${waitingUtr}`);
  await expect(toCheck).not.toContainText(`${tag} Paid`);
  await item.getByRole("link", { name: `${tag} Waiting` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-plan/${waiting.data._id}$`));
});
