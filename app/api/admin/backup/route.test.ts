import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { decodeBackup } from "@/lib/backup/backup-archive.mjs";
import { decryptBackup, isEncryptedBackup } from "@/lib/backup/backup-crypt.mjs";
import { connectDb, flushDb } from "@/lib/server/db";
import { serverEnv } from "@/lib/server/env";
import { readDataDir, restoreToDataDir } from "@/lib/backup/offline-data.mjs";
import {
  adminToken,
  BASE,
  formRequest,
  getRequest,
  jsonRequest,
  validContact,
  validPlan,
} from "@/test/api";
import { pngFile, testPng } from "@/test/images";
import { POST as createBlog } from "../../blogs/route";
import { POST as contact } from "../../contact/route";
import { POST as plan } from "../../plans/route";
import { POST as addOffer } from "../../special-offers/route";
import { GET } from "./route";
import { scriptNode } from "@/test/script-project";

const { EJSON } = mongoose.mongo.BSON;
const run = promisify(execFile);
const newDir = () => mkdtempSync(path.join(tmpdir(), "backup-"));
/** Collections as comparable text: every field and type of every document. */
const asText = (collections: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(collections)
      .filter(([, docs]) => docs.length > 0)
      .map(([name, docs]) => [name, EJSON.stringify(docs, { relaxed: false })]),
  );

async function populate(token: string) {
  await contact(jsonRequest("/api/contact", validContact("In the backup")), undefined);
  await plan(jsonRequest("/api/plans", validPlan()), undefined);
  await addOffer(
    jsonRequest("/api/special-offers", { type: "promotion", text: "Backed up" }, { token }),
    undefined,
  );
  const png = await testPng(30, 20);
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: "Saved",
    content: "c",
    author: "a",
    category: "k",
  }))
    form.set(key, value);
  form.set("image", pngFile(png));
  expect((await createBlog(formRequest("/api/blogs", form, { token }), undefined)).status).toBe(
    201,
  );
}

describe("backups", () => {
  it("download as one file for the admin only, never cached, and restore into a fresh store with every collection equal", async () => {
    const token = await adminToken();
    await populate(token);
    expect((await GET(getRequest("/api/admin/backup"), undefined)).status).toBe(401);

    const response = await GET(getRequest("/api/admin/backup", { token }), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dietician-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json\.gz"$/,
    );
    const { manifest, collections } = decodeBackup(Buffer.from(await response.arrayBuffer()));
    expect(manifest).toMatchObject({
      source: "embedded",
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(manifest.collections).toMatchObject({
      contacts: 1,
      plans: 1,
      blogs: 1,
      specialoffers: 1,
      admins: 1,
      "media.files": 1,
      "media.chunks": 1,
    });

    const fresh = newDir();
    await restoreToDataDir(fresh, collections);
    const conn = await connectDb();
    const live: Record<string, unknown[]> = {};
    for (const name of Object.keys(collections))
      live[name] = await conn.connection.db!.collection(name).find({}).toArray();
    expect(asText(await readDataDir(fresh))).toEqual(asText(live));
  });

  it("download encrypted with BACKUP_PASSPHRASE when it is set, which restore opens", async () => {
    const token = await adminToken();
    await populate(token);
    const passphrase = "a long backup passphrase";
    const settings = serverEnv.backup as { passphrase?: string };
    settings.passphrase = passphrase;
    let response: Response;
    try {
      response = await GET(getRequest("/api/admin/backup", { token }), undefined);
    } finally {
      settings.passphrase = undefined;
    }
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dietician-backup-[\dT-]+\.json\.gz\.enc"$/,
    );
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b])); // not gzip
    expect(isEncryptedBackup(file)).toBe(true);
    expect(() => decodeBackup(file)).toThrow();
    expect(() => decryptBackup(file, "another passphrase")).toThrow(/Wrong passphrase/);
    expect(decodeBackup(decryptBackup(file, passphrase)).manifest.collections).toMatchObject({
      contacts: expect.any(Number),
      admins: 1,
    });

    const saved = path.join(newDir(), "download.json.gz.enc");
    writeFileSync(saved, file);
    const env = { ...process.env, MONGODB_URI: "", DATA_DIR: newDir() };
    const refused = run(scriptNode, ["scripts/restore.mjs", saved], { env });
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringContaining("This backup is encrypted"),
    });
    const restored = await run(scriptNode, ["scripts/restore.mjs", saved], {
      env: { ...env, BACKUP_PASSPHRASE: passphrase },
    });
    expect(restored.stdout).toMatch(/^Restored \d+ documents/);
  }, 120_000);

  it("download with the cookie only from our own pages; an API client's x-auth-token needs no page", async () => {
    const cookie = await adminToken();
    const download = (headers: Record<string, string>) =>
      GET(getRequest("/api/admin/backup", { cookie, headers }), undefined);
    // what a browser sends for a link or a top-level GET from another site, or from nowhere
    const notOurs: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of notOurs) {
      const refused = await download(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("content-disposition")).toBeNull();
    }
    // the admin's "Download a backup" button: Sec-Fetch-Site where the browser sends it, else the
    // Referer (plain HTTP at an address other than localhost)
    const ours: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" },
      { referer: `${BASE}/admin-updateCredentials` },
    ];
    for (const headers of ours) {
      const response = await download(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
    }
    const byToken = await GET(
      getRequest("/api/admin/backup", {
        token: cookie,
        headers: { "sec-fetch-site": "cross-site" },
      }),
      undefined,
    );
    expect(byToken.status).toBe(200);
  });

  it("refuse a store that holds data unless forced, and a damaged file always", async () => {
    const token = await adminToken();
    const file = Buffer.from(
      await (await GET(getRequest("/api/admin/backup", { token }), undefined)).arrayBuffer(),
    );
    const { collections } = decodeBackup(file);
    const dir = newDir();
    await restoreToDataDir(dir, collections);
    await expect(restoreToDataDir(dir, collections)).rejects.toThrow(
      /holds \d+ documents already.*--force/,
    );
    await expect(restoreToDataDir(dir, { contacts: [] }, { force: true })).resolves.toBe(0);
    expect(asText(await readDataDir(dir))).toEqual({}); // replaced, not merged

    const tampered = decodeBackup(file); // a valid file, re-packed with one byte changed
    expect(tampered.manifest.sha256).toHaveLength(64);
    const gz = await import("node:zlib");
    const text = gz.gunzipSync(file).toString("utf8").replace("Backed up", "Backed uq");
    expect(() => decodeBackup(gz.gzipSync(text))).toThrow(/damaged: its checksum does not match/);
  });

  it("npm run backup and npm run restore carry a data directory's whole content to another", async () => {
    const token = await adminToken();
    await populate(token);
    await flushDb();
    const source = process.env.DATA_DIR!;
    const file = path.join(newDir(), "backup.json.gz");
    const target = newDir();
    const env = { ...process.env, MONGODB_URI: "" };
    const written = await run(scriptNode, ["scripts/backup.mjs", file], {
      env: { ...env, DATA_DIR: source },
    });
    expect(written.stdout).toMatch(/^Backup written to .*backup\.json\.gz \(.*contacts \d+/);
    const restored = await run(scriptNode, ["scripts/restore.mjs", file], {
      env: { ...env, DATA_DIR: target },
    });
    expect(restored.stdout).toMatch(/^Restored \d+ documents in \d+ collections/);
    expect(asText(await readDataDir(target))).toEqual(asText(await readDataDir(source)));

    const again = run(scriptNode, ["scripts/restore.mjs", file], {
      env: { ...env, DATA_DIR: target },
    });
    await expect(again).rejects.toMatchObject({
      stderr: expect.stringMatching(/Nothing was restored: .*--force/),
    });
    writeFileSync(file, readFileSync(file).subarray(0, 100));
    const broken = run(scriptNode, ["scripts/restore.mjs", file, "--force"], {
      env: { ...env, DATA_DIR: target },
    });
    await expect(broken).rejects.toMatchObject({
      stderr: expect.stringMatching(/Nothing was restored/),
    });
  });
});
