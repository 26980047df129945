import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays } from "@/lib/programmes/dates";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE } from "../support/site-helpers";
import { waitForMail } from "../support/mail";
import { pushServiceTls } from "../support/push-service-tls";
import { startPushReceiver } from "@/test/push-receiver";

/** A real 1×1 PNG: its type is read from its bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const nav = (page: Page, screen: string) =>
  page
    .getByRole("navigation", { name: "My programme" })
    .getByRole("link", { name: screen })
    .click();

/**
 * The client's own app (issue 43), end to end on the production build: a paid plan becomes a
 * programme, whose start emails her the app's sign-in; on her phone (another browser, 375 px)
 * she signs in with the code, sees her diet chart (version 2, version 1 listed), logs two
 * weights that the chart draws, and writes to her dietician; the owner (1280 px) sees the
 * message marked unread on the client's page and answers; the owner ends her sessions and her
 * app asks her to sign in again.
 */
test("a paid plan becomes her app: code sign-in, chart, weights, messages, sessions ended", async ({
  adminApi,
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag("myapp");
  const name = `${tag} Leela`;
  const email = `${tag}.leela@example.com`;
  const requested = await adminApi.post("/api/plans", {
    headers: { "X-Forwarded-For": `10.93.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name,
      email,
      phone: `98${randomInt(10_000_000, 99_999_999)}`,
      plan: "Ultimate Plan",
      duration: "3 Months",
    },
  });
  expect(requested.status()).toBe(201);
  const { data: request } = (await requested.json()) as { data: { _id: string } };
  expect(
    (
      await adminApi.patch(`/api/admin/submissions/plans/${request._id}`, {
        data: { paymentStatus: "paid" },
      })
    ).status(),
  ).toBe(200);
  const clients = await adminApi.get(`/api/admin/clients?q=${encodeURIComponent(tag)}`);
  const clientId = ((await clients.json()) as { items: { _id: string }[] }).items[0]!._id;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const started = await adminApi.post(`/api/admin/clients/${clientId}/programmes`, {
    data: {
      plan: "Ultimate Plan",
      duration: "3 Months",
      startDate: today,
      planRequestId: request._id,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  for (const title of ["First weeks", "Weeks five to eight"]) {
    const saved = await adminApi.post(`/api/admin/clients/${clientId}/diet-charts`, {
      data: { title, content: "| Meal | What to have |\n| --- | --- |\n| Lunch | Dal, rice |" },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  const invitation = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Your programme with"),
  );
  const code = /enter this code instead: (\d{6})/.exec(invitation.text)![1]!;

  // her phone: another browser, without the owner's session
  const phone = await browser.newContext({ baseURL, viewport: MOBILE, reducedMotion: "reduce" });
  const her = await phone.newPage();
  await her.goto("/my");
  const signIn = her.getByRole("form", { name: "Sign in with your email" });
  await hydrated(signIn.getByRole("button", { name: "Email me a sign-in link" }));
  expect(await axeViolations(her, "my sign-in 375")).toEqual([]);
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByRole("button", { name: "I have a code already" }).click();
  const codeForm = her.getByRole("form", { name: "Check your email" });
  await codeForm.getByLabel("6-digit code").fill(code);
  await codeForm.getByRole("button", { name: "Sign in" }).click();
  await expect(her.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${name}`);
  await expect(her.getByRole("region", { name: "My programme" })).toContainText(
    "Ultimate Plan, 3 Months",
  );
  expect(await axeViolations(her, "my home 375")).toEqual([]);
  // installable: her app's own manifest and a service worker of scope /my
  await expect(her.locator('link[rel="manifest"]')).toHaveAttribute("href", "/my.webmanifest");
  const manifest = await (await her.request.get("/my.webmanifest")).json();
  expect(manifest).toMatchObject({ scope: "/my", start_url: "/my", display: "standalone" });
  await expect
    .poll(() =>
      her.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/my");
        return registration?.active?.scriptURL ?? "";
      }),
    )
    .toMatch(/\/my-sw\.js$/);

  await nav(her, "Diet chart");
  await expect(her.getByRole("heading", { level: 2, name: "Weeks five to eight" })).toBeVisible();
  await expect(her.getByRole("main")).toContainText("Version 2");
  await expect(her.getByRole("link", { name: /Version 1/ })).toBeVisible();
  expect(await axeViolations(her, "my diet chart 375")).toEqual([]);

  await nav(her, "Progress");
  const log = her.getByRole("form", { name: "Log my weight" });
  await hydrated(log.getByRole("button", { name: "Save" }));
  for (const [date, weight] of [
    [addDays(today, -7), "72.4"],
    [today, "71.6"],
  ] as const) {
    await log.getByLabel("Date").fill(date);
    await log.getByLabel("Weight (kg)").fill(weight);
    await log.getByRole("button", { name: "Save" }).click();
    await expect(her.getByRole("table", { name: "Measurements" })).toContainText(weight);
  }
  await expect(her.getByRole("table", { name: "Measurements" }).getByRole("row")).toHaveCount(3);
  await expect(her.getByRole("figure")).toContainText("0.8 kg");
  // her plan's progress tools: a dated photo
  const photo = her.getByRole("form", { name: "Add a progress photo" });
  await hydrated(photo.getByRole("button", { name: "Add photo" }));
  await photo
    .getByLabel(/^Photo/)
    .setInputFiles({ name: "week1.png", mimeType: "image/png", buffer: PNG });
  await photo.getByRole("button", { name: "Add photo" }).click();
  await expect(her.getByRole("img", { name: /^Progress photo, / })).toBeVisible();
  expect(await axeViolations(her, "my progress 375")).toEqual([]);

  // her phone's alerts: a subscription stored as her browser stores it, at the test's own push
  // service (e2e/support/push-service-tls.ts), read back decrypted (RFC 8291)
  const receiver = await startPushReceiver({ tls: pushServiceTls() });
  const subscription = receiver.subscription();
  try {
    const subscribed = await her.request.post("/api/my/push/subscriptions", {
      data: subscription.json,
      headers: { Origin: baseURL! },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(201);

    await nav(her, "Messages");
    const write = her.getByRole("form", { name: /^Write to/ });
    await hydrated(write.getByRole("button", { name: "Send message" }));
    await write.getByLabel("Message").fill("Down a little this week. My lunch is in the photo.");
    await write
      .getByLabel(/^Photos or PDF reports/)
      .setInputFiles({ name: "lunch.png", mimeType: "image/png", buffer: PNG });
    await write.getByRole("button", { name: "Send message" }).click();
    const herThread = her.getByRole("list", { name: "Messages, newest first" });
    await expect(herThread).toContainText("My lunch is in the photo.");
    await expect(herThread.getByRole("img", { name: "lunch.png" })).toBeVisible();
    expect(await axeViolations(her, "my messages 375")).toEqual([]);

    // the owner: the message marked unread on the client's page, and her reply
    await page.setViewportSize(DESKTOP);
    await page.goto(`/admin-clients/${clientId}`);
    const messages = page.getByRole("region", { name: /^Messages/ });
    await expect(messages.getByRole("heading", { level: 3 })).toContainText("1 unread");
    await expect(messages).toContainText("My lunch is in the photo.");
    await expect(messages.getByRole("img", { name: "lunch.png" })).toBeVisible();
    const reply = messages.getByRole("form", { name: `Reply to ${name}` });
    await hydrated(reply.getByRole("button", { name: "Send reply" }));
    await reply.getByLabel("Message").fill("Well done! Keep the dal at lunch.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(messages).toContainText("Well done! Keep the dal at lunch.");

    const alerts = () =>
      receiver.received.map(
        (push) => JSON.parse(subscription.decrypt(push.body)) as { title: string; url: string },
      );
    await expect.poll(() => alerts().length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(alerts()).toEqual([expect.objectContaining({ url: "/my/messages" })]);
    expect(JSON.stringify(alerts())).not.toContain("dal");
    await her.reload();
    await expect(herThread).toContainText("Well done! Keep the dal at lunch.");
  } finally {
    await receiver.close();
  }

  // her weights say she logged them, her photo is there; the owner ends her sessions
  await expect(page.getByRole("img", { name: /^Progress photo, / })).toBeVisible();
  await expect(page.getByRole("table", { name: "Measurements" })).toContainText(
    "Client, in the app",
  );
  const app = page.getByRole("region", { name: "Client app" });
  await hydrated(app.getByRole("button", { name: "Sign her out everywhere" }));
  expect(await axeViolations(page, "client page 1280")).toEqual([]);
  await app.getByRole("button", { name: "Sign her out everywhere" }).click();
  await expect(page.getByText("Signed out on every device")).toBeVisible();
  await her.goto("/my/progress");
  await expect(her.getByRole("form", { name: "Sign in with your email" })).toBeVisible();
  await phone.close();
});
