import { randomInt } from "node:crypto";
import { addDays, programmeEndDate } from "@/lib/programmes/dates";
import { axeViolations } from "../support/axe";
import { E2E_CRON_SECRET } from "../support/e2e-env";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE } from "../support/site-helpers";
import { utcStamp, weekdayInIndia } from "../support/dates";
import { allMail, waitForMail } from "../support/mail";

/**
 * A client's programme (issue 31): a paid plan request becomes a programme on the client's page
 * (on a phone), a follow-up visit is booked into a free slot and confirmed by email with its
 * calendar file, the background pass sends one renewal reminder with a UPI link, the desk offers
 * the renewal on WhatsApp, and paying the renewal extends the programme.
 */
test("paid plan → programme → follow-up visit → one renewal reminder → renewed", async ({
  adminApi,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag("programme");
  const name = `${tag} Asha`;
  const email = `${tag}.asha@example.com`;
  const requested = await adminApi.post("/api/plans", {
    headers: { "X-Forwarded-For": `10.91.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name,
      email,
      phone: `98${randomInt(10_000_000, 99_999_999)}`,
      plan: "Premium Plan",
      duration: "2 Months",
    },
  });
  expect(requested.status()).toBe(201);
  const { data: request } = (await requested.json()) as { data: { _id: string } };
  const paid = await adminApi.patch(`/api/admin/submissions/plans/${request._id}`, {
    data: { paymentStatus: "paid" },
  });
  expect(paid.status()).toBe(200);

  // a start that puts the last day after the first bookable weekday and within the reminder's 7 days
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const visitDay = weekdayInIndia(1);
  const startDate = Array.from({ length: 30 }, (_, i) => addDays(today, -75 + i)).find((start) => {
    const end = programmeEndDate(start, 2);
    return end >= visitDay && end <= addDays(today, 7);
  })!;

  await page.setViewportSize(MOBILE);
  await page.goto(`/admin-plan/${request._id}`);
  await expect(page.getByRole("main")).toContainText(
    "Open the client's page to start their programme",
  );
  await page.getByRole("link", { name: "Open the client's page" }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const programmes = page.getByRole("region", { name: "Programmes" });
  await expect(programmes).toContainText("No programme yet.");
  const startForm = page.getByRole("form", { name: "Start a programme" });
  await hydrated(startForm.getByRole("button", { name: "Start the programme" }));
  await expect(startForm.getByLabel("For the plan request")).toHaveValue(request._id);
  await startForm.getByLabel("Start date").fill(startDate);
  await startForm.getByRole("button", { name: "Start the programme" }).click();
  await expect(programmes).toContainText("Premium Plan, 2 Months · Active");
  await expect(programmes).toContainText("Follow-up visits: 0 of 4 booked, 4 remaining");

  const visitForm = page.getByRole("form", { name: "Book a follow-up visit" });
  await visitForm.getByLabel("Visit date").fill(visitDay);
  const lastFree = visitForm.getByRole("radio").last();
  await expect(lastFree).toBeVisible();
  const time = await lastFree.getAttribute("value");
  await lastFree.check();
  expect(await axeViolations(page, "programme 375")).toEqual([]);
  await visitForm.getByRole("button", { name: "Book the visit" }).click();
  await expect(programmes).toContainText("Follow-up visits: 1 of 4 booked, 3 remaining");
  const confirmation = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
  );
  expect(confirmation.ics?.split(/\r\n/)).toContain(`DTSTART:${utcStamp(visitDay, time!)}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Follow-up visit (Premium Plan) · status: confirmed",
  );

  // the background pass: one renewal reminder with the UPI link, however often it runs
  for (let pass = 0; pass < 2; pass++) {
    const ran = await adminApi.post("/api/cron/reminders", {
      headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
    });
    expect(ran.status()).toBe(200);
  }
  const reminder = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Renew your Premium Plan"),
  );
  expect(reminder.text).toMatch(/Pay by UPI here: http\S+\/pay\?ref=/);
  const renewalMails = (await allMail()).filter(
    (m) => m.to.includes(email) && m.subject.startsWith("Renew your"),
  );
  expect(renewalMails).toHaveLength(1);

  // the desk offers the renewal on WhatsApp, with the same payment link
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin");
  const renewals = page.getByRole("region", { name: "Renewals due" });
  await expect(renewals.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(renewals).toContainText("Renewal reminder emailed.");
  const offer = renewals.getByRole("link", {
    name: `WhatsApp: Renewal, to ${name} (opens in a new tab)`,
  });
  const text = new URL((await offer.getAttribute("href"))!).searchParams.get("text")!;
  expect(text).toContain(`Your Premium Plan (2 Months) ends on`);
  expect(text).toContain(/\/pay\?ref=\S+/.exec(reminder.text)![0]);
  expect(await axeViolations(page, "desk 1280")).toEqual([]);

  // paying the renewal extends the programme by two months and four visits
  const list = await adminApi.get(`/api/plans?q=${encodeURIComponent(tag)}`);
  const requests = (await list.json()) as { _id: string }[];
  const renewal = requests.find((r) => r._id !== request._id)!;
  const renewed = await adminApi.patch(`/api/admin/submissions/plans/${renewal._id}`, {
    data: { paymentStatus: "paid" },
  });
  expect(renewed.status()).toBe(200);
  await page.goto(`/admin-clients?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name }).click();
  await expect(programmes).toContainText(
    "Follow-up visits: 1 of 8 booked, 7 remaining · renewed 1 time",
  );
  expect(await axeViolations(page, "programme 1280")).toEqual([]);

  // the practice's numbers count the renewal, and the accountant's CSV holds both receipts
  const report = await (await adminApi.get("/api/admin/reports")).json();
  expect(report.programmes.renewed).toBeGreaterThanOrEqual(1);
  const receipts = await (await adminApi.get("/api/admin/reports/receipts")).text();
  expect(receipts.split("\n").filter((row) => row.includes(name))).toHaveLength(2);
});
