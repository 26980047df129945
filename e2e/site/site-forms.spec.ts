import { expect, test } from "@playwright/test";
import { adminList, DESKTOP, MOBILE, toast, unique } from "../support/site-helpers";
import { watchViolations } from "../support/csp";

/** A date a week from now, as a date input takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a contact message at ${viewport.width} px is sent, stored and the form cleared`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const subject = unique("Question about PCOD");
    await page.goto("/contact");
    await expect(page).toHaveTitle(/^Contact \| /);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Asha Verma");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Can you help with a PCOD diet?");
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message sent successfully!")).toBeVisible();
    for (const label of ["Name", "Email", "Subject", "Message"])
      await expect(form.getByLabel(label)).toHaveValue("");
    const stored = await adminList<{ subject: string; email: string }>(request, "/api/contact");
    expect(stored.find((c) => c.subject === subject)).toMatchObject({ email: "asha@example.com" });
  });
}

test("the contact page shows the tiles, the New Delhi map and the Join us Now banner", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("main").getByRole("link", { name: /^\+91/ })).toHaveAttribute(
    "href",
    /^tel:\+91/,
  );
  await expect(page.getByRole("main").locator("address")).toContainText("New Delhi");
  await expect(page.locator('iframe[title="Map of the clinic in New Delhi"]')).toHaveAttribute(
    "src",
    /New%20Delhi|New\+Delhi|New Delhi/,
  );
  await expect(page.getByRole("link", { name: "Join us Now" })).toHaveAttribute("href", "/pricing");
});

test("on a phone the map loads only when it is scrolled near", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("google.com")) mapRequests.push(request.url());
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle"); // hydrated, and the map's observer has had its first look
  const map = page.locator('iframe[title="Map of the clinic in New Delhi"]');
  await expect(map).not.toHaveAttribute("src");
  expect(mapRequests).toHaveLength(0);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("src", /New%20Delhi|New\+Delhi|New Delhi/);
});

test("the contact form is disabled with a spinner while sending", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Slow Sender");
  await form.getByLabel("Email").fill("slow@example.com");
  await form.getByLabel("Subject").fill(unique("Spinner"));
  await form.getByLabel("Message").fill("Checking the sending state");
  // hold the answer back (the request still reaches the real server) to look at the sending state
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: /Sending/ })).toBeDisabled();
  await expect(form.getByLabel("Message")).toBeDisabled();
  await expect(form.getByRole("status")).toBeVisible();
  release();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`an appointment at ${viewport.width} px is booked, stored and the form cleared`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const name = unique("Ravi Kumar");
    const date = nextWeek();
    await page.goto("/appointment");
    await expect(
      page.getByRole("heading", { name: "Book an Appointment", level: 1 }),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Appointment form" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("ravi@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("9810012345");
    await form.getByLabel("Preferred date").fill(date);
    await form.getByLabel(/Reason for appointment/).fill("Type 2 diabetes");
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await form.getByRole("button", { name: "Book Appointment" }).click();
    await expect(toast(page, "Appointment booked successfully!")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Preferred date")).toHaveValue("");
    const stored = await adminList<{ name: string; date: string; disease: string }>(
      request,
      "/api/appointments",
    );
    expect(stored.find((a) => a.name === name)).toMatchObject({ date, disease: "Type 2 diabetes" });
  });
}

test("a blank-looking field gives 'Please fill out all fields.' and a past date is flagged next to the date", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Appointment form" });
  await form.getByLabel("Name").fill("   ");
  await form.getByLabel("Email").fill("blank@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("9810012345");
  await form.getByLabel("Preferred date").fill("2020-01-01");
  await form.getByLabel(/Reason for appointment/).fill("Thyroid");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(toast(page, "Please fill out all fields.")).toBeVisible();

  await form.getByLabel("Name").fill("Past Date");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(form.getByLabel("Preferred date")).toHaveAccessibleDescription(
    "Choose today or a later date",
  );
  await expect(form.getByLabel("Name")).toHaveValue("Past Date");
  // the shared schema ran in the page under its policy (no 'unsafe-eval': zod must not probe it)
  expect(violations).toEqual([]);
});
