import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decodeBackup, encodeBackup } from "@/lib/data/backup-archive.mjs";
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
