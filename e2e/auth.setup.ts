import { expect, test as setup } from "@playwright/test";
import { E2E_ADMIN } from "./support/credentials";
import { ADMIN_STORAGE_STATE } from "./support/e2e-env";

setup("log the seeded admin in and keep the session cookie", async ({ page }) => {
  await page.goto("/AdminLogin");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-plan$/);
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
