import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../support/credentials";
import { uniqueTag } from "../support/fixtures";

/**
 * The owner may open the site at any address of the server, not only at SITE_URL (127.0.0.1 for
 * the e2e server): every cookie-authenticated write must work there too. Runs in the project
 * "session-end", on its own server: changing the credentials and logging out revoke every admin
 * token.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

async function saveBlog(page: Page) {
  const title = uniqueTag("Anywhere blog ");
  await page.goto("/admin-blogs");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Seasonal vegetables keep a plate varied. ".repeat(3));
  await page.getByLabel("Author").fill("Meera");
  await page.getByLabel("Category").fill("Nutrition");
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Image")
    .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: image });
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByText("Blog created successfully!")).toBeVisible();
  page.once("dialog", (dialog) => dialog.accept());
  await page
    .getByRole("listitem", { name: title, exact: true })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("listitem", { name: title, exact: true })).toHaveCount(0);
}

async function addOffer(page: Page) {
  const text = uniqueTag("Anywhere offer ");
  await page.goto("/admin-specialOffer");
  await page.getByLabel("Type").selectOption({ label: "Promotion" });
  await page.getByLabel("Text").fill(text);
  await page.getByRole("button", { name: "Add Special Offer" }).click();
  await expect(page.getByText("Offer added successfully").first()).toBeVisible();
  await page.getByRole("button", { name: `Delete offer: ${text}`, exact: true }).click();
  await expect(page.getByRole("listitem", { name: text })).toHaveCount(0);
}

async function renameAdmin(page: Page, from: string, to: string) {
  await page.goto("/admin-updateCredentials");
  await page.getByLabel("Current Username").fill(from);
  await page.getByLabel("Current Password").fill(E2E_ADMIN.password);
  await page.getByLabel("New Username").fill(to);
  await page.getByRole("button", { name: "Update Credentials" }).click();
  await expect(page.getByText("Credentials updated successfully!").first()).toBeVisible();
  await expect(page.getByLabel("Current Username")).toHaveValue("");
}

for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
  test(`at http://${host}: save a blog, add an offer, change the credentials and log out`, async ({
    browser,
    baseURL,
  }) => {
    const address = new URL(baseURL!);
    address.hostname = host;
    const context = await browser.newContext({ baseURL: address.origin });
    const page = await context.newPage();
    await page.goto("/AdminLogin");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin-plan$/);

    await saveBlog(page);
    await addOffer(page);
    // the seeded username is back before the test ends, for whatever runs next
    await renameAdmin(page, E2E_ADMIN.username, `${E2E_ADMIN.username}-moved`);
    await renameAdmin(page, `${E2E_ADMIN.username}-moved`, E2E_ADMIN.username);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
    await context.close();
  });
}
