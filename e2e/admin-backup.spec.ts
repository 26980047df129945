import { gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

test("the owner downloads a backup of everything from the admin area", async ({ page }) => {
  await page.goto("/admin-updateCredentials");
  const link = page.getByRole("link", { name: "Download a backup" });
  await expect(page.getByRole("heading", { name: "Backup" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^dietician-backup-.+\.json\.gz$/);
  const text = gunzipSync(await streamToBuffer(await download.createReadStream())).toString("utf8");
  const manifest = JSON.parse(text.slice(0, text.indexOf("\n")));
  expect(manifest).toMatchObject({ format: "dietician-backup/1", source: "embedded" });
  expect(manifest.collections).toMatchObject({ admins: 1, blogs: expect.any(Number) });
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
