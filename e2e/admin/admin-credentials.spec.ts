import { E2E_ADMIN } from "../support/credentials";
import { expect, test } from "../support/fixtures";

// Changes that succeed revoke every session, so they are tested in admin-session-end.spec.ts.
test("the credentials form has the four fields and reports a network failure", async ({
  page,
  context,
}) => {
  await page.goto("/admin-updateCredentials");
  for (const label of ["Current Username", "Current Password", "New Username", "New Password"]) {
    await expect(page.getByLabel(label)).toBeVisible();
  }
  await expect(page.getByLabel("Current Password")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("New Password")).toHaveAttribute("type", "password");

  await page.getByLabel("Current Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Current Password").fill(E2E_ADMIN.password);
  await page.getByLabel("New Password").fill("another-password-2026");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Update Credentials" }).click();
  await expect(page.getByText("Error updating credentials. Please try again.")).toBeVisible();
  await context.setOffline(false);
});

test("a change without a new username or password is refused with the server's message", async ({
  page,
}) => {
  await page.goto("/admin-updateCredentials");
  await page.getByLabel("Current Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Current Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Update Credentials" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Enter a new username or a new password" }),
  ).toBeVisible();
  await expect(page.getByLabel("New Username")).toHaveAccessibleDescription(
    "Enter a new username or a new password",
  );
});
