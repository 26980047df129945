import { randomInt } from "node:crypto";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated } from "../support/site-helpers";
import { weekdayInIndia } from "../support/dates";

/**
 * The owner's calendar subscription (issue 32): the desk gives its secret address, a calendar app
 * (here an anonymous client) reads the bookings from it, and a new address revokes the old one.
 */
test("the desk's calendar address serves the bookings until a new one replaces it", async ({
  adminApi,
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("feed");
  const booked = await adminApi.post("/api/appointments", {
    headers: { "X-Forwarded-For": `10.92.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name: `${tag} Ravi`,
      email: `${tag}.ravi@example.com`,
      phone: "9810066666",
      disease: "Diabetes",
      date: weekdayInIndia(14),
      time: "15:00",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.setViewportSize(DESKTOP);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Your appointments in your phone's calendar" });
  await expect(section.getByRole("link", { name: "Add to my calendar app" })).toHaveAttribute(
    "href",
    /^webcal:\/\/.+\/calendar\/[\w-]{43}\.ics$/,
  );
  const address = (await section.locator("#calendar-feed-url").textContent())!;

  const calendarApp = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const feed = await calendarApp.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain(`SUMMARY:${tag} Ravi: First consultation (in the clinic)`);
  expect(text).toContain("Reason: Diabetes");
  expect(text).toContain("Phone: 9810066666");

  const renew = section.getByRole("button", { name: "Make a new address" });
  await hydrated(renew);
  await renew.click();
  await expect(section.locator("#calendar-feed-url")).not.toHaveText(address);
  const newAddress = (await section.locator("#calendar-feed-url").textContent())!;
  expect((await calendarApp.get(new URL(address).pathname)).status()).toBe(404);
  expect((await calendarApp.get(new URL(newAddress).pathname)).status()).toBe(200);
  await calendarApp.dispose();
});
