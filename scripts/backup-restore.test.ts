import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decodeBackup, encodeBackup } from "@/lib/backup/backup-archive.mjs";
import { decryptBackup, isEncryptedBackup } from "@/lib/backup/backup-crypt.mjs";
import { runScript, scriptProject } from "@/test/script-project";

let project = "";
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("npm run restore and npm run backup read the .env files (scripts/lib/load-env.mjs)", () => {
  it("restore writes into, and backup reads from, the DATA_DIR of .env.local over .env", () => {
    project = scriptProject({
      ".env": "DATA_DIR=wrong-data\n",
      ".env.local": "DATA_DIR=local-data\n",
    });
    const contacts = [{ _id: "contact-1", name: "Asha", message: "Hello" }];
    const file = path.join(project, "in.json.gz");
    writeFileSync(file, encodeBackup({ contacts }, { source: "embedded" }));

    const restore = runScript(project, "restore.mjs", [file]);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toContain(`into ${path.join(project, "local-data")}.`);
    expect(existsSync(path.join(project, "data"))).toBe(false);
    expect(existsSync(path.join(project, "wrong-data"))).toBe(false);

    const out = path.join(project, "out.json.gz");
    const backup = runScript(project, "backup.mjs", [out]);
    expect(backup.stderr).toBe("");
    expect(decodeBackup(readFileSync(out)).collections).toEqual({ contacts });
  });
});

describe("npm run backup with BACKUP_PASSPHRASE", () => {
  const passphrase = "a long backup passphrase";

  it("writes an encrypted file (no gzip) that restore opens with the passphrase only", () => {
    project = scriptProject({ ".env.local": `DATA_DIR=from-data\n` });
    const contacts = [{ _id: "contact-1", name: "Asha", message: "Hello" }];
    const plain = path.join(project, "in.json.gz");
    writeFileSync(plain, encodeBackup({ contacts }, { source: "embedded" }));
    expect(runScript(project, "restore.mjs", [plain]).stderr).toBe("");

    const out = path.join(project, "out.json.gz.enc");
    const backup = runScript(project, "backup.mjs", [out], { BACKUP_PASSPHRASE: passphrase });
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain("encrypted with BACKUP_PASSPHRASE");
    const sealed = readFileSync(out);
    expect(sealed.subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b])); // not gzip
    expect(isEncryptedBackup(sealed)).toBe(true);
    expect(sealed.includes("Asha")).toBe(false);
    expect(decodeBackup(decryptBackup(sealed, passphrase)).collections).toEqual({ contacts });

    const target = { DATA_DIR: path.join(project, "to-data") };
    const none = runScript(project, "restore.mjs", [out], target);
    expect(none.stderr).toContain("This backup is encrypted: give its passphrase");
    const restore = runScript(project, "restore.mjs", [out], {
      ...target,
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(restore.stderr).toBe("");
    const check = path.join(project, "check.json.gz");
    expect(runScript(project, "backup.mjs", [check], target).stderr).toBe("");
    expect(decodeBackup(readFileSync(check)).collections).toEqual({ contacts });
  }, 120_000);

  it("names its default file .json.gz.enc, and refuses a passphrase under 12 characters", () => {
    project = scriptProject({ ".env": `BACKUP_PASSPHRASE=${passphrase}\n` });
    const written = runScript(project, "backup.mjs");
    expect(written.stderr).toBe("");
    expect(written.stdout).toMatch(/backups\/dietician-backup-[\dT-]+\.json\.gz\.enc \(/);

    const short = runScript(project, "backup.mjs", [path.join(project, "x")], {
      BACKUP_PASSPHRASE: "too short",
    });
    expect(short.status).not.toBe(0);
    expect(short.stderr).toContain("BACKUP_PASSPHRASE must be at least 12 characters");
    expect(existsSync(path.join(project, "x"))).toBe(false);
  }, 60_000);
});
