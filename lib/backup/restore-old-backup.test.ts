import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverEnv } from "@/lib/server/env";
import { connectDb } from "../server/db";
import { readImage } from "../publishing/data/uploaded-images";
import { findRecords } from "@/test/records";
import { bareEnv, scriptNode } from "@/test/script-project";

const root = path.resolve(import.meta.dirname, "../..");

describe("a backup file of the version before the store", () => {
  it("restores into the store with npm run restore, and the app reads every record and image", async () => {
    // written by `npm run backup` of commit f05f612, the last version on jongodb
    const file = path.join(root, "test/fixtures/backup-before-store.json.gz");
    const restored = spawnSync(scriptNode, ["scripts/restore.mjs", file], {
      cwd: root,
      env: bareEnv({ DATA_DIR: serverEnv.dataDir, MONGODB_URI: "" }),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/^Restored 4 documents in 4 collections \(backup of 2026-/);

    await connectDb();
    expect(await findRecords("contacts")).toMatchObject([
      {
        name: "Asha Verma",
        subject: "Before the store",
        createdAt: new Date("2026-11-20T09:30:00.000Z"),
      },
    ]);
    expect(await findRecords("admins")).toMatchObject([{ username: "owner", tokenVersion: 2 }]);
    const image = await readImage("6740f1a2b3c4d5e6f7a8b9c1");
    expect(image?.bytes).toEqual(Buffer.from([137, 80, 78, 71]));
  });
});
