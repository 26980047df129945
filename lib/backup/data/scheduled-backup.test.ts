import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionOf } from "@/lib/auth/session";
import { Contact, Outbox } from "@/models";
import { adminToken, getRequest } from "@/test/api";
import { runScript, scriptProject } from "@/test/script-project";
import { decodeBackup } from "../backup-archive.mjs";
import { decryptBackup } from "../backup-crypt.mjs";
import { backupStatus, runScheduledBackup, type BackupSettings } from "./scheduled-backup";
import { connectDb } from "../../server/db";

const PASSPHRASE = "a long backup passphrase";
const scratch = mkdtempSync(path.join(tmpdir(), "scheduled-backup-"));
const folder = (name: string) => {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const settings = (over: Partial<BackupSettings>): BackupSettings => ({
  dir: folder(`backups-${Math.random().toString(36).slice(2)}`),
  passphrase: undefined,
  keepDaily: 7,
  keepMonthly: 12,
  copyTo: undefined,
  ...over,
});
/** 03:00 in India (21:30 UTC the day before) on the given IST day. */
const night = (day: string) => new Date(new Date(`${day}T03:00:00+05:30`).getTime());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let contactId = "";
beforeAll(async () => {
  await connectDb();
  const contact = await Contact.create({
    name: "Asha Rao",
    email: "asha@example.com",
    subject: "Backup round trip",
    message: "Please keep me",
  });
  contactId = String(contact._id);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the nightly backup (runScheduledBackup)", () => {
  it("writes an encrypted file that only its passphrase opens, and copies it to the second folder", async () => {
    const copyTo = folder("second-place");
    const s = settings({ passphrase: PASSPHRASE, copyTo });
    const run = await runScheduledBackup(night("2031-01-10"), s);
    expect(run).toMatchObject({ _id: "2031-01-10", encrypted: true, error: null, copyError: null });
    expect(run!.file).toMatch(/^dietician-backup-2031-01-09T21-30-00\.json\.gz\.enc$/);

    const bytes = readFileSync(path.join(s.dir, run!.file!));
    expect(bytes.length).toBe(run!.size);
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false); // not gzip
    expect(() => gunzipSync(bytes)).toThrow();
    expect(() => decodeBackup(bytes)).toThrow(/not a backup file/);
    expect(bytes.includes("Asha Rao")).toBe(false);

    const { collections } = decodeBackup(decryptBackup(bytes, PASSPHRASE));
    expect(collections.contacts?.map((c) => String(c._id))).toContain(contactId);
    expect(() => decryptBackup(bytes, "not the passphrase at all")).toThrow(/Wrong passphrase/);
    expect(() => decryptBackup(bytes, undefined)).toThrow(/encrypted: give its passphrase/);

    expect(readdirSync(copyTo)).toEqual([run!.file]);
    expect(readFileSync(path.join(copyTo, run!.file!)).equals(bytes)).toBe(true);
    expect(run!.copiedTo).toBe(path.join(copyTo, run!.file!));
  });

  it("is claimed once a day, after 02:00 in India", async () => {
    const s = settings({});
    expect(await runScheduledBackup(new Date("2031-02-01T01:59:00+05:30"), s)).toBeNull();
    expect(await runScheduledBackup(new Date("2031-02-01T02:00:00+05:30"), s)).not.toBeNull();
    const again = await Promise.all([
      runScheduledBackup(new Date("2031-02-01T09:00:00+05:30"), s),
      runScheduledBackup(new Date("2031-02-01T23:59:00+05:30"), s),
    ]);
    expect(again).toEqual([null, null]);
    expect(readdirSync(s.dir)).toHaveLength(1);
  });

  it("keeps exactly BACKUP_KEEP_DAILY daily and BACKUP_KEEP_MONTHLY monthly backups, here and in the copy", async () => {
    const copyTo = folder("rotated-copy");
    const s = settings({ keepDaily: 3, keepMonthly: 2, copyTo });
    // 2032-03-20 back to 2031-12-01: four months of nights (the clock is the argument: no sleeping)
    for (let day = "2031-12-01"; day <= "2032-03-20"; day = addDays(day, 1)) {
      expect((await runScheduledBackup(night(day), s))?.error).toBeNull();
    }
    // Names carry the UTC time (03:00 IST is 21:30 UTC the evening before), and months go by it
    const expected = [
      "dietician-backup-2032-01-31T21-30-00.json.gz", // January's newest
      "dietician-backup-2032-02-29T21-30-00.json.gz", // February's newest
      "dietician-backup-2032-03-17T21-30-00.json.gz",
      "dietician-backup-2032-03-18T21-30-00.json.gz",
      "dietician-backup-2032-03-19T21-30-00.json.gz",
    ];
    expect(readdirSync(s.dir).sort()).toEqual(expected);
    expect(readdirSync(copyTo).sort()).toEqual(expected);
  });

  it("records a failure, emails the owner once until a backup works, and the admin sees it", async () => {
    const failures = () => Outbox.countDocuments({ kind: "backup-failed" });
    const blocked = path.join(scratch, "a-file-not-a-folder");
    writeFileSync(blocked, "");
    const broken = settings({ dir: path.join(blocked, "backups") });

    const first = await runScheduledBackup(night("2033-05-01"), broken);
    expect(first?.file).toBeNull();
    expect(first?.error).toMatch(/ENOTDIR|not a directory/);
    expect(await failures()).toBe(1);
    const mail = await Outbox.findOne({ kind: "backup-failed" }).lean();
    expect(mail).toMatchObject({
      audience: "owner",
      subject: expect.stringMatching(/backup failed/),
    });
    expect(mail?.text).toContain("2033-05-01");

    await runScheduledBackup(night("2033-05-02"), broken);
    expect(await failures()).toBe(1);

    const session = (await adminSessionOf(
      getRequest("/api/admin/summary", { token: await adminToken() }),
    ))!;
    expect((await backupStatus(session)).failure?._id).toBe("2033-05-02");

    const good = settings({ copyTo: path.join(scratch, "not-mounted") });
    const copyFailed = await runScheduledBackup(night("2033-05-03"), good);
    expect(copyFailed?.file).toBeTruthy();
    expect(copyFailed?.copyError).toMatch(/not-mounted is not a folder \(is the disk mounted\?\)/);
    expect(await failures()).toBe(1); // still the same run of failures

    await runScheduledBackup(night("2033-05-04"), settings({}));
    const status = await backupStatus(session);
    expect(status.last?._id).toBe("2033-05-04");
    expect(status.failure).toBeNull();

    await runScheduledBackup(night("2033-05-05"), broken);
    expect(await failures()).toBe(2); // a new run of failures, a new email
  });

  it("is read back by npm run restore with BACKUP_PASSPHRASE (a record's round trip)", async () => {
    const s = settings({ passphrase: PASSPHRASE });
    const run = await runScheduledBackup(night("2034-01-01"), s);
    const file = path.join(s.dir, run!.file!);
    const project = scriptProject({});
    try {
      const wrong = runScript(project, "restore.mjs", [file], {
        BACKUP_PASSPHRASE: "wrong passphrase!",
      });
      expect(wrong.stderr).toContain("Nothing was restored: Wrong passphrase");
      const none = runScript(project, "restore.mjs", [file]);
      expect(none.stderr).toContain(
        "This backup is encrypted: give its passphrase (BACKUP_PASSPHRASE)",
      );

      const restore = runScript(project, "restore.mjs", [file], { BACKUP_PASSPHRASE: PASSPHRASE });
      expect(restore.stderr).toBe("");
      // read back through npm run backup (a script: the SQLite driver may not load in this process)
      const out = path.join(project, "out.json.gz");
      expect(runScript(project, "backup.mjs", [out]).stderr).toBe("");
      const restored = decodeBackup(readFileSync(out)).collections;
      const contact = restored.contacts?.find((c) => String(c._id) === contactId);
      expect(contact).toMatchObject({ name: "Asha Rao", message: "Please keep me" });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  // npm test installs rclone where it is missing (scripts/ensure-test-tools.mjs)
  it("copies with rclone copyto", async () => {
    expect(
      spawnSync("rclone", ["version"]).status,
      "rclone is not installed: apt-get install rclone",
    ).toBe(0);
    const remote = folder("rclone-target");
    const s = settings({ copyTo: `rclone:${remote}` });
    const run = await runScheduledBackup(night("2035-01-01"), s);
    expect(run?.copyError).toBeNull();
    expect(readdirSync(remote)).toEqual([run!.file]);
  });
});
