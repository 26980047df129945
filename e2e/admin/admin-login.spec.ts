import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/credentials";

async function logIn(page: import("@playwright/test").Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a wrong password shows 'Invalid credentials' and stays on the login page", async ({
  page,
}) => {
  await page.goto("/AdminLogin");
  await logIn(page, E2E_ADMIN.username, "not-the-password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid credentials");
  await expect(page).toHaveURL(/\/AdminLogin$/);
});

test("after too many failures the form says when to try again", async ({ page, request }) => {
  // The limit counts failures in fixed 15-minute windows (lib/server/api/rate-limits.ts): when one
  // ends between the failures and the form's try, the count starts again, so the test tries again.
  const windowNow = () => Math.floor(Date.now() / (15 * 60_000));
  for (let attempt = 1; ; attempt++) {
    const window = windowNow();
    // A username of its own: the limit counts per address and username, so the seeded admin is not locked out.
    const username = `locked-${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await request.post("/api/admin/login", { data: { username, password: "wrong-password" } })
        ).status(),
      ).toBe(401);
    }
    await page.goto("/AdminLogin");
    await logIn(page, username, "wrong-password");
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toHaveText(/\S/);
    if (windowNow() !== window && attempt === 1) continue;
    await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    return;
  }
});

test("a network failure shows 'Error logging in'", async ({ page, context }) => {
  await page.goto("/AdminLogin");
  await context.setOffline(true);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Error logging in");
  await context.setOffline(false);
});

test("a good login lands on /admin-plan with the admin header and keeps the token out of scripts' reach", async ({
  page,
  context,
}) => {
  await page.goto("/AdminLogin");
  await expect(page).toHaveTitle(/^Admin Login \| /);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-plan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan Submissions" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Admin" });
  // the lists' links carry a badge with their unread count when there is one; the menu's groups
  // hold the rest (e2e/admin/admin-screens.spec.ts opens them)
  await expect(nav.getByRole("link", { includeHidden: true })).toHaveText([
    "Today",
    "Clients",
    /^Admin Plans\d*$/,
    /^Admin Appointments\d*$/,
    /^Admin Contacts\d*$/,
    "Admin Blogs",
    "Offer",
    "WhatsApp",
    "Consultations",
    "Reports",
    "Data Requests",
    "Update Credentials",
  ]);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book an Appointment" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link").first()).toHaveAttribute(
    "href",
    "/admin-appointments",
  );

  const cookie = (await context.cookies()).find((c) => c.name === "token");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain("token=");
});

test("an email's link opened signed out goes to the login, then on to the page it named", async ({
  page,
  request,
}) => {
  const subject = `Reply-to check ${Date.now()}`;
  const response = await request.post("/api/contact", {
    data: { name: "Asha Verma", email: "asha@example.com", subject, message: "Hello there." },
    headers: { "X-Forwarded-For": `10.9.${Date.now() % 250}.7` },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { _id: string } };
  const named = `/admin-contacts/${data._id}`;

  await page.goto(named);
  const login = new URL(page.url());
  expect(login.pathname).toBe("/AdminLogin");
  expect(login.searchParams.get("next")).toBe(named);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === named);
  await expect(page.getByText(subject).first()).toBeVisible();
});

test("the login never leads on to another site", async ({ page }) => {
  await page.goto(`/AdminLogin?next=${encodeURIComponent("//example.com/admin-plan")}`);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-plan$/);
});
