import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { decodeBackup, encodeBackup } from "@/lib/backup/backup-archive.mjs";
import { E2E_ADMIN } from "../support/credentials";
import { expect, submitContact, test, uniqueTag } from "../support/fixtures";
import { killTree, newDataDir, startApp } from "../support/app-process";

const YEAR_MS = 365 * 86_400_000;
const CRON_SECRET = "retention-cron-secret-123";

/**
 * The retention pass end to end: a database holding a message older than RETENTION_MONTHS (the
 * e2e server's backup with one message's dates set three years back, restored as an operator
 * would) is served by the app as `npm start` runs it; one background pass (the cron call) deletes
 * the old message and keeps the recent one.
 */
test("a background pass deletes messages older than RETENTION_MONTHS and keeps the rest", async ({
  request,
  adminApi,
  playwright,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag("retain");
  await submitContact(request, { name: `${tag} Old`, email: `${tag}.old@example.com` });
  await submitContact(request, { name: `${tag} Recent`, email: `${tag}.recent@example.com` });

  const backup = await adminApi.get("/api/admin/backup");
  expect(backup.status()).toBe(200);
  const { collections } = decodeBackup(Buffer.from(await backup.body()));
  const old = collections.contacts!.find((c) => c.name === `${tag} Old`)!;
  old.createdAt = old.updatedAt = new Date(Date.now() - 3 * YEAR_MS);
  const dataDir = newDataDir();
  const file = path.join(dataDir, "..", `${path.basename(dataDir)}.json.gz`);
  writeFileSync(file, encodeBackup(collections, { source: "embedded" }));
  const restore = spawnSync(process.execPath, ["scripts/restore.mjs", file], {
    env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: "" },
    encoding: "utf8",
  });
  expect(restore.status, restore.stderr).toBe(0);

  const app = await startApp(dataDir, { RETENTION_MONTHS: "24", CRON_SECRET });
  const client = await playwright.request.newContext({
    baseURL: app.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const login = await client.post("/api/admin/login", {
      data: E2E_ADMIN,
      headers: { Origin: app.baseURL },
    });
    expect(login.status()).toBe(200);
    const token = String((await login.json()).token);
    const names = async () =>
      (
        (await (
          await client.get(`/api/contact?q=${tag}`, { headers: { "x-auth-token": token } })
        ).json()) as { name: string }[]
      )
        .map((c) => c.name)
        .sort();

    // (the app's own first pass is 10 s after its start)
    expect(await names()).toEqual([`${tag} Old`, `${tag} Recent`]);
    const pass = await client.post("/api/cron/reminders", {
      headers: { Authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(pass.status()).toBe(200);
    expect(await names()).toEqual([`${tag} Recent`]);
  } finally {
    await client.dispose();
    killTree(app);
  }
});
