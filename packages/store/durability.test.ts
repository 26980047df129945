import { existsSync, openSync, readdirSync, rmSync, writeSync, closeSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { BSON } from "bson";
import Database from "better-sqlite3";
import mongoose from "mongoose";
import { describe, expect, it, vi } from "vitest";
import { filesHolding, newStoreDir, openTestStore } from "./test/store";
import { startStoreServer } from "./server.mjs";
import { STORE_FILE } from "./storage/sqlite-file.mjs";
import { startStoreProcess } from "./start.mjs";

const SERVER = path.join(import.meta.dirname, "server.mjs");
const quietLog = () => ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() });

describe("the store file", () => {
  it("gives back documents, collections and indexes after a restart, unique ones enforced at once", async () => {
    const dir = newStoreDir();
    const first = await openTestStore(dir);
    const users = first.db.collection("users");
    await users.createIndex({ username: 1 }, { unique: true, name: "one_name" });
    await users.insertMany([{ username: "a" }, { username: "b", at: new Date(5) }]);
    await users.updateOne({ username: "a" }, { $set: { n: 1 } });
    await users.deleteOne({ username: "b" });
    await first.db.collection("emptied").insertOne({ x: 1 });
    await first.db.collection("emptied").deleteMany({});
    await first.close();

    const second = await openTestStore(dir);
    try {
      expect(second.server.loaded).toMatchObject({ documents: 1, collections: 2 });
      const again = second.db.collection("users");
      expect(await again.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
        { username: "a", n: 1 },
      ]);
      expect((await again.indexes()).map((index) => index.name)).toEqual(["_id_", "one_name"]);
      await expect(again.insertOne({ username: "a" })).rejects.toMatchObject({ code: 11000 });
      const names = await second.db.listCollections({}, { nameOnly: true }).toArray();
      expect(names.map((c) => c.name).sort()).toEqual(["emptied", "users"]);
    } finally {
      await second.close();
    }
  });

  it("loses no acknowledged write when the store's process is killed (kill -9)", async () => {
    const dir = newStoreDir();
    let exited = () => {};
    const ended = new Promise<void>((resolve) => (exited = resolve));
    const first = await startStoreProcess({
      serverPath: SERVER,
      dir,
      database: "app",
      log: quietLog(),
      onExit: () => exited(),
    });
    const client = await new mongoose.mongo.MongoClient(first.uri("app")).connect();
    const acknowledged: number[] = [];
    const writers = Array.from({ length: 5 }, async (_, writer) => {
      for (let i = 0; ; i++) {
        const n = writer * 100_000 + i;
        try {
          await client.db().collection("events").insertOne({ n });
          acknowledged.push(n);
        } catch {
          return;
        }
      }
    });
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(300), 10_000);
    process.kill(first.pid!, "SIGKILL");
    await ended;
    await Promise.all(writers);
    await client.close(true);

    const second = await openTestStore(dir);
    try {
      const stored = new Set(
        (await second.db.collection("events").find().toArray()).map((doc) => doc.n as number),
      );
      expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it("is set aside when damaged, and the store refuses to start (also the next time) rather than start empty", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    await store.db
      .collection("contacts")
      .insertMany(Array.from({ length: 300 }, (_, i) => ({ i, text: "x".repeat(500) })));
    await store.close();
    const file = path.join(dir, STORE_FILE);
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, 4096 * 3);
    closeSync(fd);

    const log = quietLog();
    await expect(startStoreServer({ dir, log })).rejects.toThrow(
      /damaged.*set aside.*Restore a backup/,
    );
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/store file .* is damaged/));
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir).some((name) => /^store\.sqlite\.damaged-/.test(name))).toBe(true);
    await expect(startStoreServer({ dir, log })).rejects.toThrow(/set aside.*not starting empty/);

    for (const name of readdirSync(dir)) if (name.includes("damaged")) rmSync(path.join(dir, name));
    const fresh = await startStoreServer({ dir, log });
    expect(fresh.loaded.documents).toBe(0);
    await fresh.close();
  });

  it("keeps no copy of deleted documents in any of its files once purged", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    try {
      const people = store.db.collection("people");
      await people.insertMany(
        Array.from({ length: 200 }, (_, i) => ({
          i,
          email: `keep${i}@example.com`,
          note: "n".repeat(300),
        })),
      );
      await people.insertOne({ email: "gone@example.com", phone: "98100 55555" });
      await people.updateOne({ email: "gone@example.com" }, { $set: { phone: "098100-55555" } });
      for (let i = 0; i < 50; i++) await people.updateOne({ i }, { $set: { seen: i } });
      expect(filesHolding(dir, "gone@example.com")).not.toEqual([]);

      await people.deleteOne({ email: "gone@example.com" });
      await store.db.command({ storePurge: 1 });
      for (const text of ["gone@example.com", "98100 55555", "098100-55555"])
        expect(filesHolding(dir, text), text).toEqual([]);
      expect(await people.countDocuments()).toBe(200);
      expect(filesHolding(dir, "keep199@example.com")).not.toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("waits for a reader of the file (a backup) before its purge, still answering meanwhile", async () => {
    const dir = newStoreDir();
    const store = await openTestStore(dir);
    const reader = new Database(path.join(dir, STORE_FILE), { readonly: true });
    try {
      const people = store.db.collection("people");
      await people.insertOne({ email: "gone@example.com" });
      await people.insertOne({ email: "kept@example.com" });
      reader.exec("BEGIN");
      reader.prepare("SELECT count(*) FROM docs").get(); // a read transaction holds the WAL
      await people.deleteOne({ email: "gone@example.com" });
      const purged = store.db.command({ storePurge: 1 });
      expect(await people.countDocuments()).toBe(1); // served while the purge waits
      setTimeout(() => reader.exec("COMMIT"), 300);
      await purged;
      expect(filesHolding(dir, "gone@example.com")).toEqual([]);
    } finally {
      reader.close();
      await store.close();
    }
  });
});

describe("an ephemeral store (a build's copy)", () => {
  it("reads the file, a running store's too, and never writes it", async () => {
    const dir = newStoreDir();
    const running = await openTestStore(dir);
    try {
      await running.db.collection("blogs").insertOne({ title: "Live" });
      const copy = await openTestStore(dir, { ephemeral: true });
      try {
        expect(await copy.db.collection("blogs").countDocuments()).toBe(1);
        await copy.db.collection("blogs").insertOne({ title: "Only in the copy" });
        expect(await copy.db.collection("blogs").countDocuments()).toBe(2);
      } finally {
        await copy.close();
      }
      expect(await running.db.collection("blogs").countDocuments()).toBe(1);
    } finally {
      await running.close();
    }
    const reopened = await openTestStore(dir);
    expect(
      await reopened.db
        .collection("blogs")
        .find({}, { projection: { _id: 0 } })
        .toArray(),
    ).toEqual([{ title: "Live" }]);
    await reopened.close();
  });
});

describe("the wire", () => {
  it("answers a legacy OP_QUERY isMaster with an OP_REPLY", async () => {
    const store = await openTestStore();
    try {
      const reply = await new Promise<Buffer>((resolve, reject) => {
        const socket = net.connect(store.server.socketPath);
        const query = BSON.serialize({ isMaster: 1, helloOk: true });
        const collection = Buffer.from("admin.$cmd\0");
        const header = Buffer.alloc(16);
        const body = Buffer.concat([Buffer.alloc(4), collection, Buffer.alloc(8), query]);
        body.writeInt32LE(-1, 4 + collection.length + 4); // numberToReturn
        header.writeInt32LE(16 + body.length, 0);
        header.writeInt32LE(7, 4);
        header.writeInt32LE(2004, 12);
        let received = Buffer.alloc(0);
        socket.on("data", (chunk) => {
          received = Buffer.concat([received, chunk]);
          if (received.length >= 4 && received.length >= received.readInt32LE(0)) {
            socket.end();
            resolve(received);
          }
        });
        socket.on("error", reject);
        socket.write(Buffer.concat([header, body]));
      });
      expect(reply.readInt32LE(8)).toBe(7); // responseTo
      expect(reply.readInt32LE(12)).toBe(1); // OP_REPLY
      expect(reply.readInt32LE(32)).toBe(1); // numberReturned
      expect(BSON.deserialize(reply.subarray(36))).toMatchObject({
        ismaster: true,
        maxWireVersion: expect.any(Number),
        ok: 1,
      });
    } finally {
      await store.close();
    }
  });
});
