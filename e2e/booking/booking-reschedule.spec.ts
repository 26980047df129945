import { randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SignJWT } from "jose";
import { axeViolations } from "../support/axe";
import { E2E_JWT_SECRET } from "../support/e2e-env";
import { DESKTOP, MOBILE, unique } from "../support/site-helpers";
import { spokenDate, utcStamp, weekdayInIndia as weekday } from "../support/dates";
import { waitForMail, type SentMail } from "../support/mail";

/** "Friday, 4 December 2026 at 11:00 am IST", as the site writes a slot. */
function whenText(date: string, time: string): string {
  const day = spokenDate(date);
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${day} at ${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"} IST`;
}

const icsLine = (ics: string | undefined, name: string) =>
  ics?.split(/\r\n/).find((line) => line.startsWith(`${name}:`));

/** Books a slot through the API (from an address of its own) and returns its confirmation email. */
async function book(request: APIRequestContext, name: string, date: string, time: string) {
  const email = `${name.replace(/\W/g, "").toLowerCase()}@example.com`;
  const response = await request.post("/api/appointments", {
    headers: { "X-Forwarded-For": `10.77.${randomInt(256)}.${randomInt(1, 255)}` },
    data: { name, email, phone: "9810012345", disease: "Thyroid", date, time },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { _id: string } };
  const confirmation = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
  );
  return { id: data._id, email, confirmation, link: rescheduleLinkIn(confirmation) };
}

const rescheduleLinkIn = (mail: SentMail) =>
  /Need another time\? Reschedule: (http\S+\/appointment\/reschedule\?token=\S+)/.exec(
    mail.text,
  )![1]!;

const freeSlots = async (page: Page, date: string) =>
  (
    (await (await page.request.get(`/api/appointments/slots?date=${date}`)).json()) as {
      slots: string[];
    }
  ).slots;

const appointmentPart = (page: Page) => page.getByRole("region", { name: "Your appointment" });

test("a client moves their booking from the email's link, keyboard only; the old link is then used up", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const date = weekday(6);
  const name = unique("Keyboard Mover");
  const { email, confirmation, link } = await book(page.request, name, date, "10:00");
  expect(confirmation.text).toContain("/appointment/cancel?token=");

  await page.goto(link);
  await expect(page).toHaveTitle(/^Reschedule your appointment/);
  const part = appointmentPart(page);
  await expect(part).toContainText(`Your appointment is on ${whenText(date, "10:00")}.`);
  const times = part.getByRole("group", { name: "Time (India Standard Time)" });
  await expect(times.getByRole("radio", { name: "9:30 am" })).toBeVisible();
  await expect(times.getByRole("radio", { name: "10:00 am" })).toHaveCount(0); // its own slot
  expect(await axeViolations(page, "reschedule 1280")).toEqual([]);

  // Tab from the top of the page to the first free time, pick the next ones with the arrows
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement).type === "radio"))
      break;
  }
  await expect(times.getByRole("radio", { name: "9:30 am" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight"); // 10:30 (10:00 is the booking's own)
  await page.keyboard.press("ArrowRight");
  await expect(times.getByRole("radio", { name: "11:00 am" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(part.getByRole("button", { name: "Move my appointment" })).toBeFocused();
  await page.keyboard.press("Enter");

  const done = part.getByRole("status");
  await expect(done).toContainText(`Your appointment is moved to ${whenText(date, "11:00")}.`);
  await expect(done).toContainText("A new calendar invite is on its way to your email");

  const moved = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment moved"),
  );
  expect(moved.subject).toBe(`Appointment moved: ${whenText(date, "11:00")}`);
  expect(moved.text).toContain(`The previous time, ${whenText(date, "10:00")}, is released.`);
  expect(moved.text).not.toContain(name);
  expect(icsLine(moved.ics, "DTSTART")).toBe(`DTSTART:${utcStamp(date, "11:00")}`);
  expect(icsLine(moved.ics, "UID")).toBe(icsLine(confirmation.ics, "UID"));
  expect(icsLine(moved.ics, "SEQUENCE")).toBe("SEQUENCE:1");
  const owner = await waitForMail(
    (m) =>
      m.to.includes("owner@clinic.example") && m.subject.startsWith(`Moved by the client: ${name}`),
  );
  expect(owner.text).toContain(`From: ${whenText(date, "10:00")}`);
  expect(owner.text).toContain(`To: ${whenText(date, "11:00")}`);
  expect(owner.text).toContain("Phone: 9810012345");

  const free = await freeSlots(page, date);
  expect(free).toContain("10:00");
  expect(free).not.toContain("11:00");

  const stale =
    "This link was sent before your appointment was last moved, so it no longer works. Please use the link in your latest email, or call us.";
  await page.goto(link);
  await expect(part.getByRole("alert")).toHaveText(stale);
  await expect(part.getByRole("button", { name: "Move my appointment" })).toHaveCount(0);
  // so is the confirmation's cancel link
  await page.goto(/(http\S+\/appointment\/cancel\?token=\S+)/.exec(confirmation.text)![1]!);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(stale);
  await expect(page.getByRole("button", { name: "Yes, cancel my appointment" })).toHaveCount(0);
  // the new email's link opens on the new time
  await page.goto(rescheduleLinkIn(moved));
  await expect(part).toContainText(`Your appointment is on ${whenText(date, "11:00")}.`);
});

test("at 375 px a client picks another date and time, and the page stays accessible", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  const [date, later] = [weekday(7), weekday(8)];
  const { email, link } = await book(page.request, unique("Phone Mover"), date, "14:30");
  await page.goto(link);
  const part = appointmentPart(page);
  await expect(part.getByRole("radio").first()).toBeVisible();
  expect(await axeViolations(page, "reschedule 375")).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await part.getByRole("button", { name: "Move my appointment" }).click();
  await expect(part.getByText("Choose a new time")).toBeVisible();

  await part.getByLabel("New date").fill(later);
  const times = part.getByRole("group", { name: "Time (India Standard Time)" });
  await times.getByText("3:30 pm", { exact: true }).click();
  await part.getByRole("button", { name: "Move my appointment" }).click();
  await expect(part.getByRole("status")).toContainText(whenText(later, "15:30"));
  expect(await axeViolations(page, "rescheduled 375")).toEqual([]);
  const moved = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment moved"),
  );
  expect(icsLine(moved.ics, "DTSTART")).toBe(`DTSTART:${utcStamp(later, "15:30")}`);
  expect(await freeSlots(page, date)).toContain("14:30");
});

test("a time taken by someone else meanwhile is refused, the times reload and the old time is kept", async ({
  page,
}) => {
  const date = weekday(9);
  const { link } = await book(page.request, unique("Race Loser"), date, "10:00");
  await page.goto(link);
  const part = appointmentPart(page);
  const times = part.getByRole("group", { name: "Time (India Standard Time)" });
  await times.getByText("12:30 pm", { exact: true }).click();
  await book(page.request, unique("Race Winner"), date, "12:30");

  await part.getByRole("button", { name: "Move my appointment" }).click();
  await expect(part.getByRole("alert")).toHaveText(
    `That time was just taken — please pick another. Your appointment stays on ${whenText(date, "10:00")}.`,
  );
  await expect(times.getByRole("radio", { name: "12:30 pm" })).toHaveCount(0);
  await expect(times.getByRole("radio", { name: "1:30 pm" })).toBeVisible(); // 12:30 holds 45 minutes
  await expect(part.getByRole("radio", { checked: true })).toHaveCount(0);
  expect(await axeViolations(page, "reschedule race")).toEqual([]);
  const free = await freeSlots(page, date);
  expect(free).not.toContain("10:00");
  expect(free).not.toContain("12:30");
  await page.reload();
  await expect(part).toContainText(`Your appointment is on ${whenText(date, "10:00")}.`);
});

test("an expired or broken link says so, offers to book or call, and is never cached", async ({
  page,
}) => {
  const date = weekday(10);
  const { id } = await book(page.request, unique("Late Mover"), date, "11:30");
  const expired = await new SignJWT({ purpose: "reschedule-appointment", slot: `${date}T11:30` })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));

  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const answer = await page.goto(`/appointment/reschedule?token=${encodeURIComponent(expired)}`);
    expect(answer!.headers()["cache-control"]).toMatch(/^private, .*no-store/);
    const part = appointmentPart(page);
    await expect(part.getByRole("alert")).toHaveText(
      "This reschedule link has expired. Please call us to change your appointment.",
    );
    await expect(part.getByRole("link", { name: "Book an appointment" })).toHaveAttribute(
      "href",
      "/appointment",
    );
    await expect(part.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
    expect(await axeViolations(page, `expired link ${viewport.width}`)).toEqual([]);
  }
  const refused = await page.request.post("/api/appointments/reschedule", {
    data: { token: expired, date, time: "12:00" },
  });
  expect(refused.status()).toBe(400);
  expect(await freeSlots(page, date)).not.toContain("11:30");

  await page.goto("/appointment/reschedule?token=not-a-real-token");
  await expect(appointmentPart(page).getByRole("alert")).toHaveText(/not valid/);
});
