import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_WORDS, redirectTarget } from "../support/admin-redirect";
import { E2E_ADMIN } from "../support/credentials";

/**
 * Runs in the project "session-end", on its own server: logging out and changing credentials
 * revoke every admin token, which would end the session the other admin specs share.
 */
test.describe.configure({ mode: "serial" });
// Several logins and credential changes, each a bcrypt hash on a shared 2-core machine.
test.setTimeout(90_000);

async function loggedInPage(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/AdminLogin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-plan$/);
  return page;
}

test("logout clears the cookie, goes home to the visitor header, and the old token no longer opens anything", async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await loggedInPage(browser, baseURL, E2E_ADMIN.username, E2E_ADMIN.password);
  const token = (await page.context().cookies()).find((c) => c.name === "token")?.value;
  expect(token).toBeTruthy();

  // from a public page, where the header is the admin's until the session ends
  await page.goto("/pricing");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).find((c) => c.name === "token")).toBeUndefined();
  expect((await page.context().cookies()).find((c) => c.name === "admin_hint")).toBeUndefined();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Book an Appointment" }),
  ).toBeVisible();
  await page.goto("/admin-plan");
  await expect(page).toHaveURL(/\/AdminLogin\?next=%2Fadmin-plan$/);

  // The revoked token is still signed and unexpired, so the middleware lets it through:
  // the server-side checks must send the browser to the login with nothing of the page.
  const response = await request.get("/admin-contacts", {
    maxRedirects: 0,
    headers: { cookie: `token=${token}` },
  });
  const html = await response.text();
  expect(redirectTarget(response, html)).toBe("/AdminLogin");
  const shown = ["Download CSV", "visitor@example.com", ...ADMIN_WORDS];
  expect(shown.filter((word) => html.includes(word))).toEqual([]);

  const stale = await browser.newContext({ baseURL });
  await stale.addCookies([{ name: "token", value: token!, url: baseURL! }]);
  const stalePage = await stale.newPage();
  await stalePage.goto("/admin-contacts");
  await expect(stalePage).toHaveURL(/\/AdminLogin\?next=%2Fadmin-contacts$/);
  await stale.close();
  await page.context().close();
});

test("changing the credentials keeps this browser signed in and signs every other one out", async ({
  browser,
  baseURL,
}) => {
  const newUsername = `${E2E_ADMIN.username}-renamed`;
  const newPassword = "a-brand-new-password-2026";
  const owner = await loggedInPage(browser, baseURL, E2E_ADMIN.username, E2E_ADMIN.password);
  const other = await loggedInPage(browser, baseURL, E2E_ADMIN.username, E2E_ADMIN.password);
  let changed = false;
  try {
    await owner.goto("/admin-updateCredentials");
    const form = {
      current: owner.getByLabel("Current Username"),
      currentPassword: owner.getByLabel("Current Password"),
      username: owner.getByLabel("New Username"),
      password: owner.getByLabel("New Password"),
    };
    await form.current.fill(E2E_ADMIN.username);
    await form.currentPassword.fill("not-the-password");
    await form.password.fill(newPassword);
    await owner.getByRole("button", { name: "Update Credentials" }).click();
    await expect(owner.getByText("The current username or password is incorrect")).toBeVisible();

    await form.currentPassword.fill(E2E_ADMIN.password);
    await form.username.fill(newUsername);
    await owner.getByRole("button", { name: "Update Credentials" }).click();
    await expect(owner.getByText("Credentials updated successfully!")).toBeVisible();
    changed = true;
    await expect(form.current).toHaveValue("");

    await owner.goto("/admin-contacts");
    await expect(owner.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
    await other.goto("/admin-contacts");
    await expect(other).toHaveURL(/\/AdminLogin\?next=%2Fadmin-contacts$/);

    const again = await loggedInPage(browser, baseURL, newUsername, newPassword);
    await again.context().close();
  } finally {
    // Put the seeded admin back for later runs against this server.
    if (changed) await restore(owner, newUsername, newPassword);
    await owner.context().close();
    await other.context().close();
  }
});

async function restore(owner: Page, newUsername: string, newPassword: string) {
  await owner.goto("/admin-updateCredentials");
  await owner.getByLabel("Current Username").fill(newUsername);
  await owner.getByLabel("Current Password").fill(newPassword);
  await owner.getByLabel("New Username").fill(E2E_ADMIN.username);
  await owner.getByLabel("New Password").fill(E2E_ADMIN.password);
  await owner.getByRole("button", { name: "Update Credentials" }).click();
  await expect(owner.getByText("Credentials updated successfully!").first()).toBeVisible();
}
