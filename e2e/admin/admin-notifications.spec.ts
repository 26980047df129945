import { axeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { hydrated, MOBILE } from "../support/site-helpers";

/**
 * The admin's "Notifications on this phone" control (issue 34). It runs in the whole browser
 * (project "whole-browser", playwright.config.ts): the headless shell the other specs use answers
 * "denied" to every notification permission. Headless Chromium has no push service to subscribe
 * to: the alerts themselves are checked against a push service of the tests' own
 * (e2e/admin/admin-push.spec.ts on this build, app/api/admin/push/alerts.test.ts for every kind).
 */
test.use({ viewport: MOBILE });

test("'Notifications on this phone' says what this browser can do, and passes axe", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/admin-updateCredentials");
  const section = page.getByRole("region", { name: "Notifications on this phone" });
  // the first: a pending button holds a spinner with that role too
  const state = section.getByRole("status").first();
  const turnOn = section.getByRole("button", { name: "Turn on notifications on this phone" });
  await expect(state).toHaveText(/^Off: turn it on to get an alert on this phone/);
  expect(
    await axeViolations(page, "notifications off", "section[aria-labelledby='push-heading']"),
  ).toEqual([]);

  // Allowed, headless Chromium still has no push service to subscribe to: the section says so
  // and offers to try again. (The protocol itself: app/api/admin/push/alerts.test.ts.)
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await hydrated(turnOn);
  await turnOn.click();
  await expect(state).toHaveText(/^Notifications could not be changed: .+/);
  await expect(turnOn).toBeEnabled();
  expect(
    await axeViolations(page, "notifications failed", "section[aria-labelledby='push-heading']"),
  ).toEqual([]);
});
