import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { describe, expect, it, vi } from "vitest";
import {
  loadSnapshot,
  lockDataDir,
  readManifest,
  saveCollections,
  startSnapshots,
  watchWrites,
} from "./durable-store.mjs";
import { startEmbeddedServer } from "./embedded-mongo";

const { Binary, ObjectId } = mongoose.mongo;
const newDir = () => mkdtempSync(path.join(tmpdir(), "store-"));
const quietLog = () => ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() });

describe("the data directory's files", () => {
  it("give back what was saved, BSON types included, each collection from its latest save", async () => {
    const dir = newDir();
    const id = new ObjectId();
    const contact = { _id: id, name: "Asha", at: new Date("2026-11-24T10:00:00Z"), tags: ["a"] };
    const chunk = {
      _id: new ObjectId(),
      files_id: id,
      n: 0,
      data: new Binary(Buffer.from([1, 2])),
    };
    await saveCollections(dir, { contacts: [contact], "media.chunks": [chunk] });
    await saveCollections(dir, { contacts: [contact, { ...contact, _id: new ObjectId() }] });

    const { collections } = await loadSnapshot(dir);
    expect(collections.contacts).toHaveLength(2);
    expect(collections.contacts?.[0]).toEqual(contact);
    expect(collections["media.chunks"]?.[0]?.data.buffer).toEqual(Buffer.from([1, 2]));
    const manifest = await readManifest(dir);
    expect(manifest?.generation).toBe(2);
    expect(manifest?.collections.contacts?.previous?.count).toBe(1);
  });

  it("set a damaged file aside and load its previous copy, saying so in the log", async () => {
    const dir = newDir();
    await saveCollections(dir, { contacts: [{ _id: 1, v: "old" }] });
    await saveCollections(dir, { contacts: [{ _id: 1, v: "new" }] });
    const current = (await readManifest(dir))!.collections.contacts!.file;
    const file = path.join(dir, "collections", current);
    writeFileSync(file, readFileSync(file).subarray(0, 10)); // half-written

    const log = quietLog();
    const { collections } = await loadSnapshot(dir, log);
    expect(collections.contacts).toEqual([{ _id: 1, v: "old" }]);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/contacts.*damaged.*previous copy/),
    );
    expect(readdirSync(path.join(dir, "collections"))).toContain(`${current}.corrupt`);
  });

  it("refuse to load a damaged file that has no earlier copy, rather than start empty", async () => {
    const dir = newDir();
    await saveCollections(dir, { contacts: [{ _id: 1 }] });
    const file = path.join(
      dir,
      "collections",
      (await readManifest(dir))!.collections.contacts!.file,
    );
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from([0])]));
    await expect(loadSnapshot(dir, quietLog())).rejects.toThrow(/damaged.*restore a backup/);
  });

  it("fall back to the previous manifest when the manifest is unreadable", async () => {
    const dir = newDir();
    await saveCollections(dir, { contacts: [{ _id: 1 }] });
    await saveCollections(dir, { offers: [{ _id: 2 }] });
    writeFileSync(path.join(dir, "manifest.json"), "{ not json");
    const log = quietLog();
    const { collections } = await loadSnapshot(dir, log);
    expect(collections).toEqual({ contacts: [{ _id: 1 }] });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/manifest\.json is unreadable/));
  });

  it("keep no older copy of a purged collection, yet load its second copy when the first is damaged", async () => {
    const dir = newDir();
    const files = () => readdirSync(path.join(dir, "collections")).sort();
    await saveCollections(dir, { contacts: [{ _id: 1, email: "gone@example.com" }] });
    await saveCollections(dir, { contacts: [{ _id: 1, email: "gone@example.com" }, { _id: 2 }] });
    await saveCollections(dir, { offers: [{ _id: 3 }] });
    const damaged = path.join(dir, "collections", "contacts.1.bson.corrupt");
    writeFileSync(damaged, "gone@example.com"); // set aside by an earlier load

    await saveCollections(dir, { contacts: [{ _id: 2 }], offers: [{ _id: 4 }] }, new Date(), {
      purge: ["contacts"],
    });
    expect(files()).toEqual([
      "contacts.4.bson",
      "contacts.4.copy.bson",
      "offers.3.bson", // offers were not purged: their previous copy stays
      "offers.4.bson",
    ]);
    const manifest = await readManifest(dir);
    expect(readFileSync(path.join(dir, "manifest.prev.json"), "utf8")).toBe(
      JSON.stringify(manifest),
    );
    for (const file of [...files().map((f) => path.join("collections", f)), "manifest.json"])
      expect(readFileSync(path.join(dir, file), "latin1")).not.toContain("gone@example.com");

    writeFileSync(path.join(dir, "collections", "contacts.4.bson"), "damaged");
    const log = quietLog();
    const { collections } = await loadSnapshot(dir, log);
    expect(collections).toEqual({ contacts: [{ _id: 2 }], offers: [{ _id: 4 }] });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/contacts.*previous copy/));
  });

  it("belong to one process at a time; a lock left by a process that is gone is taken over", async () => {
    const dir = newDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "lock"), String(other.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(/in use by process/);
    } finally {
      other.kill("SIGKILL");
    }
    await new Promise((resolve) => other.once("exit", resolve));
    const unlock = await lockDataDir(dir);
    expect(readFileSync(path.join(dir, "lock"), "utf8")).toBe(String(process.pid));
    await unlock();
  });
});

describe("snapshots of a running database", () => {
  it("save what the app's writes changed within a second, and everything on flush", async () => {
    const dir = newDir();
    const server = await startEmbeddedServer(undefined);
    const client = await new mongoose.mongo.MongoClient(server.uri, {
      monitorCommands: true,
    }).connect();
    const snapshots = startSnapshots({ dir, db: client.db() });
    watchWrites(client, snapshots.markDirty);
    try {
      await client.db().collection("contacts").insertOne({ _id: new ObjectId(), name: "Ravi" });
      await vi.waitFor(async () => {
        const { collections } = await loadSnapshot(dir);
        expect(collections.contacts?.map((c) => c.name)).toEqual(["Ravi"]);
      }, 1000);

      await client
        .db()
        .collection("contacts")
        .updateOne({ name: "Ravi" }, { $set: { n: 2 } });
      await client.db().collection("plans").insertOne({ _id: new ObjectId(), plan: "Basic Plan" });
      await snapshots.flush();
      const { collections } = await loadSnapshot(dir);
      expect(collections.contacts?.[0]?.n).toBe(2);
      expect(collections.plans).toHaveLength(1);
    } finally {
      await snapshots.stop();
      await client.close();
      await server.stop();
    }
  });
});
