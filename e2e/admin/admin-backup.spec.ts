import { gunzipSync } from "node:zlib";
import { expect, test } from "../support/fixtures";

test("the owner downloads a backup of everything from the admin area", async ({ page }) => {
  await page.goto("/admin-updateCredentials");
  const section = page.getByRole("region", { name: "Backup" });
  await expect(section).toBeVisible();
  // The answer is held until the page has said it is preparing the file.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/backup", async (route) => {
    await held;
    await route.continue();
  });
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download a backup" }).click();
  await expect(section.getByRole("status")).toHaveText("Preparing the backup…");
  await expect(page.getByRole("button", { name: "Download a backup" })).toBeDisabled();
  release();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^dietician-backup-.+\.json\.gz$/);
  const file = await streamToBuffer(await download.createReadStream());
  const size =
    file.byteLength >= 1024 * 1024
      ? `${(file.byteLength / 1024 / 1024).toFixed(1)} MB`
      : `${Math.ceil(file.byteLength / 1024)} KB`;
  await expect(section.getByRole("status")).toHaveText(
    `Backup ready: ${download.suggestedFilename()}, ${size}.`,
  );
  const text = gunzipSync(file).toString("utf8");
  const manifest = JSON.parse(text.slice(0, text.indexOf("\n")));
  expect(manifest).toMatchObject({ format: "dietician-backup/1", source: "embedded" });
  expect(manifest.collections).toMatchObject({ admins: 1, blogs: expect.any(Number) });
});

test("a failed backup download says why and can be tried again", async ({ page }) => {
  await page.goto("/admin-updateCredentials");
  const section = page.getByRole("region", { name: "Backup" });
  await page.route("**/api/admin/backup", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "The database is not answering." }),
    }),
  );
  await page.getByRole("button", { name: "Download a backup" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "The backup could not be downloaded: The database is not answering.",
  );
  await expect(page.getByRole("button", { name: "Download a backup" })).toBeEnabled();
});

test("a visitor gets no backup", async ({ browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL, storageState: undefined });
  const response = await visitor.request.get("/api/admin/backup");
  expect(response.status()).toBe(401);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  await visitor.close();
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
