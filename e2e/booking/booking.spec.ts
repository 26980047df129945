import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { toast, unique } from "../support/site-helpers";
import { weekdayInIndia as weekday } from "../support/dates";
import { waitForMail } from "../support/mail";

async function fillBooking(page: Page, name: string, email: string, date: string) {
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Appointment form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("9810012345");
  await form.getByLabel("Preferred date").fill(date);
  await form.getByLabel(/Reason for appointment/).fill("Thyroid");
  return form;
}

const freeSlots = async (page: Page, date: string) =>
  (
    (await (await page.request.get(`/api/appointments/slots?date=${date}`)).json()) as {
      slots: string[];
    }
  ).slots;

test.describe("from a browser in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("a visitor books a free IST time, gets a confirmation with a calendar file, and cancels from the link", async ({
    page,
  }) => {
    const date = weekday(1);
    const email = `${unique("la").replace(/\W/g, "")}@example.com`;
    const form = await fillBooking(page, "Los Angeles Visitor", email, date);
    const times = form.getByRole("group", { name: "Time (India Standard Time)" });
    // a 45-minute first consultation: 9:30 am to 5:00 pm IST, whatever the browser's zone
    await expect(times.getByRole("radio")).toHaveCount(16);
    await expect(times.getByRole("radio").first()).toHaveAccessibleName("9:30 am");
    await times.getByText("11:00 am", { exact: true }).click();
    await expect(times.getByRole("radio", { name: "11:00 am" })).toBeChecked();
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await form.getByRole("button", { name: "Book Appointment" }).click();
    await expect(toast(page, "Appointment booked successfully!")).toBeVisible();
    await expect(form.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
    expect(await freeSlots(page, date)).not.toContain("11:00");

    const confirmation = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
    );
    expect(confirmation.subject).toContain("11:00 am IST");
    expect(confirmation.ics).toContain("BEGIN:VEVENT");
    expect(confirmation.ics).toContain(`DTSTART:${date.replace(/-/g, "")}T053000Z`); // 11:00 IST = 05:30 UTC
    expect(confirmation.text).toContain("https://calendar.google.com/calendar/render?");
    expect(confirmation.text).not.toContain("Los Angeles Visitor"); // none of the visitor's words
    await waitForMail(
      (m) =>
        m.to.includes("owner@clinic.example") &&
        m.subject.startsWith("New appointment: Los Angeles Visitor"),
    );

    const cancelUrl = /(http\S+\/appointment\/cancel\?token=\S+)/.exec(confirmation.text)![1]!;
    await page.goto(cancelUrl);
    await expect(page.getByText(/Los Angeles Visitor, your appointment is on/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toBeVisible();
    expect(await freeSlots(page, date)).toContain("11:00");
    await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Appointment cancelled"));

    await page.goto(cancelUrl);
    await expect(page.getByText(/is already cancelled\./)).toBeVisible();
  });
});

test("each free time is a radio that takes a click on itself and works from the keyboard", async ({
  page,
}) => {
  const form = await fillBooking(page, "Slot Picker", "slot.picker@example.com", weekday(3));
  const radios = form.getByRole("group", { name: "Time (India Standard Time)" }).getByRole("radio");
  await expect(radios.nth(2)).toBeVisible();

  // The input itself is what the pointer meets over its pill, and it is big enough to hit.
  for (const index of [0, 2]) {
    const radio = radios.nth(index);
    const box = (await radio.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(
      await radio.evaluate((input) => {
        const { x, y, width, height } = input.getBoundingClientRect();
        return document.elementFromPoint(x + width / 2, y + height / 2) === input;
      }),
    ).toBe(true);
  }
  await radios.nth(2).click();
  await expect(radios.nth(2)).toBeChecked();
  await radios.nth(0).click({ position: { x: 4, y: 4 } }); // its corner, outside the text
  await expect(radios.nth(0)).toBeChecked();
  await expect(radios.nth(2)).not.toBeChecked();

  await page.keyboard.press("ArrowRight");
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(radios.nth(0)).toBeChecked();
  await form.getByRole("button", { name: "Clear time" }).click();
  await expect(radios.nth(0)).not.toBeChecked();
  await radios.nth(3).focus();
  await page.keyboard.press("Space");
  await expect(radios.nth(3)).toBeChecked();
});

test("a tampered cancel link says so and changes nothing", async ({ page }) => {
  await page.goto("/appointment/cancel?token=not-a-real-token");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/not valid/);
  await expect(page.getByRole("button", { name: /cancel my appointment/ })).toHaveCount(0);
});

test("a time taken by someone else meanwhile is refused with 409 and the picker reloads", async ({
  page,
}) => {
  const date = weekday(2);
  const form = await fillBooking(page, "Second Comer", "second@example.com", date);
  const times = form.getByRole("group", { name: "Time (India Standard Time)" });
  await times.getByText("12:30 pm", { exact: true }).click();
  const first = await page.request.post("/api/appointments", {
    data: {
      name: "First Comer",
      email: "first@example.com",
      phone: "9810012345",
      disease: "PCOD",
      date,
      time: "12:30",
    },
  });
  expect(first.status()).toBe(201);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(
    toast(page, "Error booking appointment: That time was just taken — please pick another"),
  ).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Second Comer");
  // the 45 minutes from 12:30 overlap a booking at 12:00 or 1:00 too
  for (const taken of ["12:00 pm", "12:30 pm", "1:00 pm"])
    await expect(times.getByRole("radio", { name: taken })).toHaveCount(0);
  await expect(times.getByRole("radio", { name: "1:30 pm" })).toBeVisible();
});

test("a form cannot be sent without consent, and a honeypot submission is stored nowhere", async ({
  page,
  adminApi,
}) => {
  const subject = unique("Consent check");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Bot Or Not");
  await form.getByLabel("Email").fill("bot@example.com");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Hello");
  const consent = form.getByRole("checkbox", { name: /I agree/ });
  await expect(consent).not.toBeChecked();
  await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
    "href",
    "/privacypolicy",
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  expect(await consent.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  // what a form-filling bot does: fill every input, the hidden one too
  await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
  await consent.check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
  const stored = (await (await adminApi.get("/api/contact")).json()) as { subject: string }[];
  expect(stored.some((c) => c.subject === subject)).toBe(false);
});

test("the owner closes a date and cancels a booking; the client is emailed", async ({
  page,
  adminApi,
}) => {
  const closed = weekday(3);
  const booked = weekday(4);
  const email = "cancelled.by.practice@example.com";
  const response = await page.request.post("/api/appointments", {
    data: {
      name: "Practice Cancels",
      email,
      phone: "9810012345",
      disease: "Anemia",
      date: booked,
      time: "15:00",
    },
  });
  expect(response.status()).toBe(201);

  await page.goto("/admin-appointments?q=Practice%20Cancels");
  const row = page.getByRole("row").filter({ hasText: "Practice Cancels" });
  await expect(row).toContainText("15:00");
  const status = row.getByRole("combobox", { name: "Status of Practice Cancels" });
  await expect(status).toHaveValue("booked");
  await status.selectOption("cancelled");
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Save status of Practice Cancels" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Practice Cancels: Cancelled" }),
  ).toBeVisible();
  await page.reload();
  await expect(status).toHaveValue("cancelled");
  await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Appointment cancelled"));
  expect(await freeSlots(page, booked)).toContain("15:00");

  const section = page.getByRole("region", { name: "Closed dates" });
  await section.getByLabel("Date").fill(closed);
  await section.getByLabel("Reason (optional)").fill("Training day");
  await section.getByRole("button", { name: "Close date" }).click();
  await expect(section.getByRole("listitem").filter({ hasText: "Training day" })).toBeVisible();
  expect(await freeSlots(page, closed)).toEqual([]);

  const visitor = await fillBooking(page, "Closed Day", "closed@example.com", closed);
  await expect(visitor.getByText(/No free times on this date/)).toBeVisible();

  const reopen = await adminApi.delete(`/api/closed-dates/${closed}`);
  expect(reopen.status()).toBe(200);
  expect((await freeSlots(page, closed)).length).toBeGreaterThan(0);
});
