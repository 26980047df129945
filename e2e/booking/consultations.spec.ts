import { randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { E2E_ADMIN } from "../support/credentials";
import { uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE, toast } from "../support/site-helpers";
import { weekdayInIndia } from "../support/dates";

/**
 * The consultations the owner shapes (issue 32), at 375 then 1280 px: a 60-minute video type, a
 * lunch break on the weekdays and a blocked afternoon change the slots at once; a date closed
 * after a booking keeps the booking and lists it on the desk. The weekly hours are every booking
 * spec's, so this runs in the project "session-end", on its own server, one at a time, and signs
 * in for itself (the specs there end the shared session).
 */
test.setTimeout(120_000);

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

async function signIn(page: Page) {
  await page.goto("/AdminLogin");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-plan$/);
}

const slots = async (request: APIRequestContext, date: string, type: string) => {
  const response = await request.get(`/api/appointments/slots?date=${date}&type=${type}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
};

test("the owner's type, lunch break and blocked afternoon shape the slots; a closed date's booking waits on the desk", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: MOBILE });
  const page = await context.newPage();
  await signIn(page);
  const write = { headers: { Origin: baseURL! } };
  // a cookie-only read must say it comes from our pages, as the browser's own fetches do
  const read = { headers: { "sec-fetch-site": "same-origin" } };
  const settings = await page.request.get("/api/admin/consultation-settings", read);
  const { hours } = (await settings.json()) as { hours: unknown };
  const tag = uniqueTag("cons");
  const [day, blockedDay] = [weekdayInIndia(15), weekdayInIndia(16)];
  let typeId = "";
  let blockId = "";

  try {
    await page.goto("/admin-consultations");
    await expect(page.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
    const add = page.getByRole("form", { name: "Add an appointment type" });
    await hydrated(add);
    await add.getByLabel("Name").fill(`${tag} Hour`);
    await add.getByLabel("Duration (minutes)").fill("60");
    await add.getByRole("checkbox", { name: "In the clinic" }).uncheck();
    await add.getByRole("checkbox", { name: "Phone call" }).uncheck();
    await add.getByRole("button", { name: "Add type" }).click();
    await expect(toast(page, `${tag} Hour added`)).toBeVisible();
    const typeCard = () =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `${tag} Hour`, exact: true }) });
    const card = typeCard();
    await expect(card).toContainText("1 h, no buffer");
    await expect(card).toContainText("Video call");
    const types = (await (await page.request.get("/api/appointment-types")).json()) as {
      _id: string;
      name: string;
    }[];
    typeId = types.find((t) => t.name === `${tag} Hour`)!._id;

    // A mistake is shown beside its time, and nothing is saved until it is put right.
    const hoursForm = page.getByRole("form", { name: "Weekly hours" });
    const saturday = hoursForm.getByRole("group", { name: "Saturday", exact: true });
    await saturday.getByLabel("To").fill("09:00");
    await hoursForm.getByRole("button", { name: "Save hours" }).click();
    await expect(saturday.getByText("Each interval must end after it starts")).toBeVisible();
    await expect(saturday.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
    await saturday.getByLabel("To").fill("14:00");
    for (const name of WEEKDAYS) {
      const weekday = hoursForm.getByRole("group", { name, exact: true });
      await weekday.getByRole("button", { name: `Add a break on ${name}` }).click();
      const lunch = weekday.getByRole("group", { name: `${name}, interval 2` });
      await expect(
        weekday.getByRole("group", { name: `${name}, interval 1` }).getByLabel("To"),
      ).toHaveValue("13:00");
      await expect(lunch.getByLabel("From")).toHaveValue("14:00");
    }
    await hoursForm.getByRole("button", { name: "Save hours" }).click();
    await expect(toast(page, "Weekly hours saved")).toBeVisible();

    const blocks = page.getByRole("form", { name: "Block a time" });
    await blocks.getByLabel("Date").fill(blockedDay);
    await blocks.getByLabel("From").fill("14:00");
    await blocks.getByLabel("To").fill("18:00");
    await blocks.getByLabel("Reason (optional)").fill(`${tag} School event`);
    await blocks.getByRole("button", { name: "Block time" }).click();
    await expect(toast(page, "Time blocked")).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "Upcoming blocked times" })
        .getByRole("listitem")
        .filter({ hasText: `${tag} School event` }),
    ).toContainText("14:00–18:00");
    const listed = (await (await page.request.get("/api/admin/time-blocks", read)).json()) as {
      _id: string;
      reason: string;
    }[];
    blockId = listed.find((b) => b.reason === `${tag} School event`)!._id;

    // The slots follow at once: none in the lunch hour, none in the blocked afternoon.
    const morning = ["09:30", "10:00", "10:30", "11:00", "11:30", "12:00"];
    const afternoon = ["14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00"];
    expect(await slots(page.request, day, typeId)).toEqual([...morning, ...afternoon]);
    expect(await slots(page.request, blockedDay, typeId)).toEqual(morning);

    // Nothing is wider than the phone, and axe finds nothing at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    const found = await axeViolations(page, `/admin-consultations at ${MOBILE.width}px:`);
    await page.setViewportSize(DESKTOP);
    found.push(...(await axeViolations(page, `/admin-consultations at ${DESKTOP.width}px:`)));
    expect(found).toEqual([]);

    // A booking made before the date is closed is kept, and waits on the desk with why.
    const booked = await page.request.post("/api/appointments", {
      headers: { "X-Forwarded-For": `10.93.${randomInt(256)}.${randomInt(1, 255)}` },
      data: {
        name: `${tag} Client`,
        email: `${tag}@example.com`,
        phone: "9810066666",
        disease: "Diabetes",
        date: day,
        time: "14:00",
        type: typeId,
        mode: "video",
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const appointmentId = ((await booked.json()) as { data: { _id: string } }).data._id;
    const closed = page.getByRole("region", { name: "Closed dates" });
    await closed.getByLabel("Date").fill(day);
    await closed.getByLabel("Reason (optional)").fill(`${tag} Holiday`);
    await closed.getByRole("button", { name: "Close date" }).click();
    await expect(toast(page, "Date closed for bookings")).toBeVisible();
    expect(await slots(page.request, day, typeId)).toEqual([]);

    await page.goto("/admin");
    const conflicts = page.getByRole("region", { name: "Bookings outside your hours" });
    const item = conflicts.getByRole("listitem").filter({ hasText: `${tag} Client` });
    await expect(item).toContainText(`14:00 IST`);
    await expect(item).toContainText(`${tag} Hour · on a closed date: ${tag} Holiday`);
    await expect(item.getByRole("link", { name: `${tag} Client` })).toHaveAttribute(
      "href",
      `/admin-appointments/${appointmentId}`,
    );
    expect(
      await axeViolations(
        page,
        "the desk's conflicts:",
        'section[aria-labelledby="conflicts-heading"]',
      ),
    ).toEqual([]);

    // Removing the type from the screen keeps the booking made with it.
    await page.goto("/admin-consultations");
    const mine = typeCard();
    await hydrated(mine.getByRole("button", { name: `Delete ${tag} Hour` }));
    await mine.getByRole("button", { name: `Delete ${tag} Hour` }).click();
    await expect(toast(page, `${tag} Hour deleted`)).toBeVisible();
    typeId = "";
  } finally {
    // Put the practice back as every other spec expects it.
    await page.request.put("/api/admin/consultation-settings", { ...write, data: { hours } });
    await page.request.delete(`/api/closed-dates/${day}`, write);
    if (blockId) await page.request.delete(`/api/admin/time-blocks/${blockId}`, write);
    if (typeId) await page.request.delete(`/api/admin/appointment-types/${typeId}`, write);
    await context.close();
  }
});
