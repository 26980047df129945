import type { Page } from "@playwright/test";
import {
  dateInDays,
  expect,
  submitAppointment,
  submitContact,
  submitPlan,
  test,
  uniqueTag,
} from "../support/fixtures";
import { hydrated, MOBILE } from "../support/site-helpers";

/** The names in the table body, top to bottom. */
const namesIn = (page: Page) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .locator("td:first-child")
    .allTextContents();

async function search(page: Page, text: string) {
  await page.getByLabel("Search by", { exact: false }).fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

test.describe("plan submissions", () => {
  test("list newest first with price and local date/time, plan and duration filters that combine, and search", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag("plan");
    await submitPlan(request, `${tag} Basic`, "Basic Plan");
    await submitPlan(request, `${tag} Premium`, "Premium Plan");
    await submitPlan(request, `${tag} Ultimate`, "Ultimate Plan", "+91 99999 11111");

    await page.goto("/admin-plan");
    await expect(page.getByRole("heading", { level: 1, name: "Plan Submissions" })).toBeVisible();
    for (const header of ["Name", "Email", "Phone", "Plan", "Duration", "Price", "Date/Time"]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    await search(page, tag);
    await expect(page.getByText("3 plan submissions")).toBeVisible();
    await expect
      .poll(() => namesIn(page))
      .toEqual([`${tag} Ultimate`, `${tag} Premium`, `${tag} Basic`]);
    const premium = page.getByRole("row", { name: new RegExp(`${tag} Premium`) });
    await expect(premium).toContainText("₹5,499");
    // Asia/Kolkata, e.g. '21 Nov 2026, 10:05 am'
    await expect(premium.getByRole("cell").last()).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/,
    );

    await page.getByLabel("Plan", { exact: true }).selectOption("Premium Plan");
    await expect(page).toHaveURL(/plan=Premium\+Plan/);
    await expect.poll(() => namesIn(page)).toEqual([`${tag} Premium`]);

    await page.getByLabel("Duration").selectOption("2 Months");
    await expect(page).toHaveURL(/duration=2\+Months/);
    await expect.poll(() => namesIn(page)).toEqual([`${tag} Premium`]);

    // Both must match: Premium lasts 2 months, so Premium + 3 Months is empty.
    await page.getByLabel("Duration").selectOption("3 Months");
    await expect(page.getByText("0 plan submissions")).toBeVisible();
    await expect(page.getByRole("cell", { name: "No plan submissions match." })).toBeVisible();

    await page.getByLabel("Plan", { exact: true }).selectOption("");
    await expect(page).toHaveURL(/plan=&/);
    await expect.poll(() => namesIn(page)).toEqual([`${tag} Ultimate`]);

    await page.getByLabel("Duration").selectOption("");
    await expect(page).toHaveURL(/duration=&/);
    await expect.poll(() => namesIn(page)).toHaveLength(3);
    await search(page, "99999 11111");
    await expect(page.getByRole("row", { name: new RegExp(`${tag} Ultimate`) })).toBeVisible();
  });
});

test.describe("appointments", () => {
  test("sorted by submission time by default and by appointment date on request, both newest first", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag("appt");
    await submitAppointment(request, `${tag} Far`, dateInDays(30));
    await submitAppointment(request, `${tag} Near`, dateInDays(3));
    await submitAppointment(request, `${tag} Middle`, dateInDays(10));

    await page.goto(`/admin-appointments?q=${tag}`);
    await expect(page.getByText("3 appointments")).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("createdAt");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText(
      "Submission Time",
    );
    await expect.poll(() => namesIn(page)).toEqual([`${tag} Middle`, `${tag} Near`, `${tag} Far`]);

    await page.getByLabel("Sort by").selectOption({ label: "Appointment Date" });
    await expect(page).toHaveURL(/sort=date/);
    await expect.poll(() => namesIn(page)).toEqual([`${tag} Far`, `${tag} Middle`, `${tag} Near`]);
    await expect(page.getByRole("row", { name: new RegExp(`${tag} Far`) })).toContainText(
      "Thyroid check-up",
    );
  });
});

test.describe("contacts", () => {
  test("newest first, with a count, and 50 to a page", async ({ page, request }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag("page");
    for (let i = 1; i <= 51; i++)
      await submitContact(request, {
        name: `${tag} ${String(i).padStart(2, "0")}`,
        subject: `Question ${i}`,
      });

    await page.goto(`/admin-contacts?q=${tag}`);
    await expect(page.getByText("51 messages")).toBeVisible();
    const firstPage = await namesIn(page);
    expect(firstPage).toHaveLength(50);
    expect(firstPage[0]).toBe(`${tag} 51`);
    expect(firstPage[49]).toBe(`${tag} 02`);
    await expect(page.getByText("Showing 1–50 of 51 · Page 1 of 2")).toBeVisible();

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => namesIn(page)).toEqual([`${tag} 01`]);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect.poll(async () => (await namesIn(page)).length).toBe(50);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("each plan submission is a card with its one action, the filters fold into a panel, and CSV stays", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag("card");
    await submitPlan(request, `${tag} Basic`, "Basic Plan");
    await submitPlan(request, `${tag} Premium`, "Premium Plan", "+91 99999 22222");

    await page.goto(`/admin-plan?q=${tag}`);
    await expect(page.getByText("2 plan submissions")).toBeVisible();
    const card = page.getByRole("row", { name: new RegExp(`${tag} Premium`) });
    await expect(card.getByRole("link", { name: `${tag} Premium` })).toBeVisible();
    await expect(card).toContainText("Premium Plan");
    await expect(card).toContainText("₹5,499");
    await expect(card.getByRole("link", { name: "+91 99999 22222" })).toBeVisible();
    await expect(card.getByRole("combobox", { name: `Status of ${tag} Premium` })).toBeVisible();
    // the email is on the request's own page; the card is as narrow as the phone
    await expect(card.getByRole("link", { name: /@example\.com$/ })).toBeHidden();
    const { width } = (await card.boundingBox())!;
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const plan = page.getByLabel("Plan", { exact: true });
    await expect(plan).toBeHidden();
    await hydrated(page.getByRole("button", { name: "Filters" }));
    await page.getByRole("button", { name: "Filters" }).click();
    await plan.selectOption("Basic Plan");
    await expect(page).toHaveURL(/plan=Basic\+Plan/);
    await expect.poll(() => namesIn(page)).toEqual([`${tag} Basic`]);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      new RegExp(`/api/plans\\?format=csv&plan=Basic\\+Plan.*q=${tag}`),
    );
  });
});
