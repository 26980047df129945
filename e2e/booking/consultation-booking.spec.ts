import ICAL from "ical.js";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE, toast } from "../support/site-helpers";
import { utcStamp, weekdayInIndia } from "../support/dates";
import { waitForMail } from "../support/mail";

/**
 * Consultations the owner shapes (issue 32), from the visitor's side: a video consultation booked
 * on a phone (a follow-up-only type is not offered: the owner books those) brings the owner's meeting room in the email and in the calendar file (read with
 * ical.js), and the owner's calendar subscription lists it with the client's number.
 */
test("a visitor books a video consultation and gets the meeting room by email and in the calendar file", async ({
  adminApi,
  page,
  playwright,
  baseURL,
}) => {
  const room = `https://meet.jit.si/${uniqueTag("room").replace(/\W/g, "")}`;
  const saved = await adminApi.put("/api/admin/consultation-settings", {
    data: { meetingUrl: room },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const date = weekdayInIndia(17);
  const tag = uniqueTag("video");
  const email = `${tag.replace(/\W/g, "")}@example.com`;
  await page.setViewportSize(MOBILE);
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Appointment form" });
  const kinds = form.getByRole("group", { name: "Type of consultation" });
  await expect(kinds.getByRole("radio", { name: /^First consultation · 45 min/ })).toBeChecked();
  await hydrated(kinds.getByRole("radio").first());
  await expect(kinds.getByRole("radio", { name: /^Follow-up/ })).toHaveCount(0);
  const modes = form.getByRole("group", { name: "How would you like to meet?" });
  await modes.getByRole("radio", { name: "Video call" }).check();
  await form.getByLabel("Name").fill(`${tag} Kavya`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("9810077777");
  await form.getByLabel("Preferred date").fill(date);
  await form.getByLabel(/Reason for appointment/).fill("Review of my diet chart");
  const times = form.getByRole("group", { name: "Time (India Standard Time)" });
  // a 45-minute first consultation cannot start at 5:30 pm (the clinic closes at 6)
  await expect(times.getByRole("radio", { name: "5:00 pm" })).toBeVisible();
  await expect(times.getByRole("radio", { name: "5:30 pm" })).toHaveCount(0);
  await times.getByText("10:00 am", { exact: true }).click();
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  expect(await axeViolations(page, `/appointment at ${MOBILE.width}px, filled:`)).toEqual([]);
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(toast(page, "Appointment booked successfully!")).toBeVisible();

  const confirmation = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
  );
  expect(confirmation.text).toContain("What: First consultation (video call)");
  expect(confirmation.text).toContain(`Join at the time of your appointment: ${room}`);
  expect(confirmation.text).not.toContain("Kavya"); // none of the visitor's words
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(confirmation.ics!)).getFirstSubcomponent("vevent")!,
  );
  expect(event.component.getFirstPropertyValue("url")).toBe(room);
  expect(event.location).toBe(`Video call: ${room}`);
  expect(event.summary).toMatch(/^First consultation with Dt\. /);
  expect(event.component.getFirstPropertyValue("attendee")).toBe(`mailto:${email}`);
  expect(event.component.getFirstProperty("organizer")!.getParameter("cn")).toBeTruthy();
  const stamp = (t: ICAL.Time) =>
    t.toJSDate().toISOString().replace(/[-:]/g, "").replace(".000", "");
  expect(stamp(event.startDate)).toBe(utcStamp(date, "10:00"));
  expect(stamp(event.endDate)).toBe(utcStamp(date, "10:45"));
  const owner = await waitForMail(
    (m) => m.to.includes("owner@clinic.example") && m.subject.includes(`${tag} Kavya`),
  );
  expect(owner.text).toContain("First consultation, video call");

  // the owner's calendar app reads it from her subscription
  const { url } = (await (await adminApi.get("/api/admin/calendar-feed")).json()) as {
    url: string;
  };
  const calendarApp = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const feed = await calendarApp.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const booked = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents("vevent")
    .map((e) => new ICAL.Event(e))
    .find((e) => e.summary === `${tag} Kavya: First consultation (video call)`);
  expect(booked?.description).toContain("Phone: 9810077777");
  expect(booked?.component.getFirstPropertyValue("url")).toBe(room);
  await calendarApp.dispose();

  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page, `/appointment at ${DESKTOP.width}px, booked:`)).toEqual([]);
});
