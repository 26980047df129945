import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterEach, describe, expect, it } from "vitest";
import { encodeBackup } from "@/lib/backup/backup-archive.mjs";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/server/embedded-mongo";
import { runScript, scriptProject } from "@/test/script-project";

let project = "";
let target: EmbeddedServer | null = null;
let targetDir = "";
afterEach(async () => {
  rmSync(project, { recursive: true, force: true });
  await target?.stop();
  target = null;
  if (targetDir) rmSync(targetDir, { recursive: true, force: true });
});

describe("npm run move-to-mongodb", () => {
  it("moves every record of the data directory into an empty MongoDB database, keeping a backup", async () => {
    project = scriptProject({});
    const contacts = [{ _id: "contact-1", name: "Asha", message: "Hello" }];
    const outbox = [{ _id: "mail-1", to: "asha@example.com", subject: "Thanks" }];
    const seed = path.join(project, "seed.json.gz");
    writeFileSync(seed, encodeBackup({ contacts, outbox }, { source: "embedded" }));
    expect(runScript(project, "restore.mjs", [seed]).status).toBe(0);

    // a second database server stands in for MongoDB (Atlas or a replica set)
    targetDir = mkdtempSync(path.join(tmpdir(), "move-target-"));
    target = await startEmbeddedServer(undefined, { dataDir: targetDir });
    const moved = runScript(project, "move-to-mongodb.mjs", [target.uri]);
    expect(moved.stderr).toBe("");
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain(`MONGODB_URI=${target.uri}`);
    expect(moved.stdout).toContain(
      `JWT_SECRET=<the contents of ${path.join(project, "data", "secret")}>`,
    );

    const client = await new mongoose.mongo.MongoClient(target.uri).connect();
    try {
      const db = client.db();
      expect(await db.collection("contacts").find({}).toArray()).toEqual(contacts);
      expect(await db.collection("outbox").find({}).toArray()).toEqual(outbox);
    } finally {
      await client.close();
    }
    expect(readdirSync(path.join(project, "backups"))).toEqual([
      expect.stringMatching(/^before-mongodb-.+\.json\.gz$/),
    ]);
  });

  it("refuses anything but a MongoDB address", () => {
    project = scriptProject({});
    const refused = runScript(project, "move-to-mongodb.mjs", ["postgres://nope"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("Usage: npm run move-to-mongodb");
  });
});
