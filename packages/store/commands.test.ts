import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore } from "./test/store";

const { Binary, GridFSBucket, Long, ObjectId } = mongoose.mongo;

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const collection = (name: string) => store.db.collection(name);

/** The fields the update test sets. */
type Updated = {
  n?: number;
  list?: number[];
  items?: { k: number; seen?: boolean }[];
  tags?: string[];
  sub?: { a: number };
  low?: number;
  high?: number;
  key?: string;
  level?: number;
  created?: boolean;
  seen?: number;
  replaced?: boolean;
  all?: boolean;
};

describe("reads through the MongoDB driver", () => {
  it("find filters, sorts, skips, limits and projects, with _id first", async () => {
    const people = collection("people");
    await people.insertMany(
      ["Asha", "Ravi", "Neha", "Kiran", "Meera"].map((name, i) => ({
        name,
        age: 30 + i,
        city: i % 2 ? "Delhi" : "Pune",
        tags: i % 2 ? ["a", "b"] : ["c"],
        at: new Date(Date.UTC(2026, 0, i + 1)),
      })),
    );
    const names = (docs: mongoose.mongo.Document[]) => docs.map((doc) => doc.name as string);
    expect(names(await people.find({ city: "Pune" }).sort({ age: -1 }).toArray())).toEqual([
      "Meera",
      "Neha",
      "Asha",
    ]);
    expect(names(await people.find().sort({ name: 1 }).skip(1).limit(2).toArray())).toEqual([
      "Kiran",
      "Meera",
    ]);
    expect(names(await people.find({ tags: "b", age: { $gte: 31, $lt: 33 } }).toArray())).toEqual([
      "Ravi",
    ]);
    expect(names(await people.find({ name: /^k/i }).toArray())).toEqual(["Kiran"]);
    expect(
      names(
        await people
          .find({ $or: [{ name: "Asha" }, { at: { $gte: new Date("2026-01-04") } }] })
          .toArray(),
      ),
    ).toEqual(["Asha", "Kiran", "Meera"]);
    const [projected] = await people.find({ name: "Asha" }, { projection: { age: 1 } }).toArray();
    expect(Object.keys(projected!)).toEqual(["_id", "age"]);
    const [excluded] = await people
      .find({ name: "Asha" }, { projection: { tags: 0, at: 0 } })
      .toArray();
    expect(Object.keys(excluded!)).toEqual(["_id", "name", "age", "city"]);
    expect(await people.countDocuments({ city: "Delhi" })).toBe(2);
    expect(await people.countDocuments({}, { skip: 1, limit: 3 })).toBe(3);
    expect(await people.estimatedDocumentCount()).toBe(5);
    expect(await people.distinct("tags")).toEqual(["a", "b", "c"]);
    expect(await collection("nothing").find().toArray()).toEqual([]);
  });

  it("answers an $or of indexed branches from the indexes, the same as a scan", async () => {
    const mail = collection("mail");
    await mail.createIndex({ status: 1, nextAttemptAt: 1 });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await mail.insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        i,
        status: ["sent", "pending", "sending"][i % 3],
        nextAttemptAt: at(i),
        claimedAt: i % 3 === 2 ? at(i) : null,
      })),
    );
    const due = {
      $or: [
        { status: "pending", nextAttemptAt: { $lte: at(30) } },
        { status: "sending", claimedAt: { $lte: at(20) } },
      ],
    };
    const found = (await mail.find(due).toArray()).map((doc) => doc.i);
    expect(found).toEqual([1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 25, 28]);
    expect(await mail.countDocuments(due)).toBe(found.length);
  });

  it("gives the same sorted pages whichever index answers them", async () => {
    type Entry = { _id: number; i: number; kind: string; at: Date; seen?: boolean };
    const log = store.db.collection<Entry>("log");
    await log.createIndex({ kind: 1 });
    await log.createIndex({ at: -1 });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await log.insertMany(
      Array.from({ length: 600 }, (_, i) => ({
        _id: 1000 + i,
        i,
        kind: i % 100 === 7 ? "rare" : "common",
        at: at(i % 300), // ties on the sort's first field
      })),
    );
    const all = await log.find().toArray();
    const expected = (keep: (doc: Entry) => boolean, limit: number) =>
      all
        .filter(keep)
        .sort((a, b) => b.at.getTime() - a.at.getTime() || a.i - b.i)
        .slice(0, limit)
        .map((doc) => doc.i);
    const page = async (filter: mongoose.mongo.Filter<Entry>, limit: number) =>
      (await log.find(filter).sort({ at: -1, i: 1 }).limit(limit).toArray()).map((doc) => doc.i);
    // few match: the kind index answers; many match: the walk down `at` does; ranges start it
    expect(await page({ kind: "rare" }, 3)).toEqual(expected((doc) => doc.kind === "rare", 3));
    expect(await page({ kind: "common" }, 5)).toEqual(expected((doc) => doc.kind === "common", 5));
    expect(await page({ at: { $lt: at(100) }, kind: "common" }, 4)).toEqual(
      expected((doc) => doc.at < at(100) && doc.kind === "common", 4),
    );
    const after = await log
      .find({ _id: { $gt: 1500 }, kind: "common" })
      .sort({ _id: 1 })
      .limit(3)
      .toArray();
    expect(after.map((doc) => doc._id)).toEqual([1501, 1502, 1503]);
    const ids = [1002, 1007, 1002, 9999];
    const updated = await log.updateMany({ _id: { $in: ids } }, { $set: { seen: true } });
    expect([updated.matchedCount, updated.modifiedCount]).toEqual([2, 2]);
    expect(await log.countDocuments({ _id: { $in: ids } })).toBe(2);
    expect(await log.countDocuments({ seen: true })).toBe(2);
    // an empty $in on an indexed field matches nothing, alone or beside other conditions
    expect(await log.countDocuments({ kind: { $in: [] } })).toBe(0);
    expect(await log.find({ kind: { $in: [] }, i: { $gte: 0 } }).toArray()).toEqual([]);
    expect(await log.countDocuments({ $or: [{ kind: { $in: [] } }, { _id: 1001 }] })).toBe(1);
  });
  it("sends a large result in batches (getMore) and closes cursors it is told to", async () => {
    const many = collection("many");
    await many.insertMany(Array.from({ length: 450 }, (_, i) => ({ i })));
    const all = await many.find().sort({ i: 1 }).toArray();
    expect(all.map((doc) => doc.i)).toEqual(Array.from({ length: 450 }, (_, i) => i));
    const cursor = many.find({}, { batchSize: 100 });
    await cursor.next();
    await cursor.close(); // killCursors
    expect(await many.find({ i: { $in: [3, 7, 400] } }).toArray()).toHaveLength(3);
  });

  it("keeps every BSON type as it was sent", async () => {
    const doc = {
      _id: new ObjectId(),
      binary: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      long: Long.fromString("9007199254740993"),
      date: new Date("2026-11-24T10:00:00.123Z"),
      nested: { list: [1, "two", { three: 3 }], none: null },
      regex: /ab+c/i,
    };
    await collection("types").insertOne(doc);
    const back = await collection("types").findOne({ _id: doc._id });
    expect(back).toEqual(doc);
  });

  it("aggregates with $match, $group, $sort and $lookup", async () => {
    const orders = collection("orders");
    await orders.insertMany([
      { who: "a", amount: 5 },
      { who: "b", amount: 7 },
      { who: "a", amount: 10 },
    ]);
    const totals = await orders
      .aggregate([
        { $match: { amount: { $gt: 1 } } },
        { $group: { _id: "$who", total: { $sum: "$amount" } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(totals).toEqual([
      { _id: "a", total: 15 },
      { _id: "b", total: 7 },
    ]);
  });
});

describe("writes through the MongoDB driver", () => {
  it("apply every update operator the app may send, upserts, arrayFilters and replacements", async () => {
    const docs = store.db.collection<Updated>("updates");
    const { insertedId } = await docs.insertOne({
      n: 1,
      list: [1, 2, 3],
      items: [{ k: 1 }, { k: 2 }],
    });
    const result = await docs.updateOne(
      { _id: insertedId },
      {
        $set: { "sub.a": 1 },
        $inc: { n: 2 },
        $push: { list: 4 },
        $addToSet: { tags: { $each: ["x", "x", "y"] } },
        $min: { low: 5 },
        $max: { high: 9 },
      },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    await docs.updateOne(
      { _id: insertedId },
      { $pull: { list: { $gte: 3 } }, $unset: { low: "" } },
    );
    await docs.updateOne(
      { _id: insertedId },
      { $set: { "items.$[item].seen": true } },
      { arrayFilters: [{ "item.k": 2 }] },
    );
    expect(await docs.findOne({ _id: insertedId })).toEqual({
      _id: insertedId,
      n: 3,
      list: [1, 2],
      items: [{ k: 1 }, { k: 2, seen: true }],
      sub: { a: 1 },
      tags: ["x", "y"],
      high: 9,
    });
    const same = await docs.updateOne({ _id: insertedId }, { $set: { n: 3 } });
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });

    const upserted = await docs.updateOne(
      { key: "k1", level: 2 },
      { $setOnInsert: { created: true }, $set: { seen: 1 } },
      { upsert: true },
    );
    expect(upserted.upsertedId).toBeInstanceOf(ObjectId);
    await docs.updateOne(
      { key: "k1" },
      { $setOnInsert: { created: false }, $set: { seen: 2 } },
      { upsert: true },
    );
    expect(await docs.findOne({ key: "k1" }, { projection: { _id: 0 } })).toEqual({
      key: "k1",
      level: 2,
      created: true,
      seen: 2,
    });

    await docs.replaceOne({ key: "k1" }, { key: "k1", replaced: true });
    expect(await docs.findOne({ key: "k1" }, { projection: { _id: 0 } })).toEqual({
      key: "k1",
      replaced: true,
    });
    const many = await docs.updateMany({}, { $set: { all: true } });
    expect(many.modifiedCount).toBe(2);
    await expect(
      docs.updateOne({ key: "k1" }, { $set: { _id: new ObjectId() } }),
    ).rejects.toMatchObject({
      code: 66,
    });
    await expect(docs.updateOne({ key: "k1" }, { $bogus: { a: 1 } } as never)).rejects.toThrow();
    expect((await docs.deleteMany({ all: true })).deletedCount).toBe(2);
  });

  it("refuses a duplicate key as MongoDB does (E11000, keyPattern, keyValue), also in a batch", async () => {
    const users = collection("users");
    await users.createIndex({ username: 1 }, { unique: true });
    await users.insertOne({ username: "owner" });
    const error = await users.insertOne({ username: "owner" }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { username: 1 },
      keyValue: { username: "owner" },
      message: expect.stringMatching(
        /^E11000 duplicate key error collection: app\.users index: username_1 dup key: \{ username: "owner" \}$/,
      ),
    });
    const batch = await users
      .insertMany([{ username: "a" }, { username: "owner" }, { username: "b" }], { ordered: false })
      .catch((e: { code: number; writeErrors: unknown[]; insertedCount: number }) => e);
    expect(batch).toMatchObject({ code: 11000, insertedCount: 2 });
    expect(await users.countDocuments()).toBe(3);
    const id = new ObjectId();
    await users.insertOne({ _id: id, username: "c" });
    await expect(users.insertOne({ _id: id, username: "d" })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(
      users.updateOne({ username: "c" }, { $set: { username: "a" } }),
    ).rejects.toMatchObject({
      code: 11000,
    });
    expect(await users.findOne({ _id: id })).toMatchObject({ username: "c" });
    // a unique index over duplicates is refused, and not created
    const teams = collection("teams");
    await teams.insertMany([{ team: 1 }, { team: 1 }]);
    await expect(teams.createIndex({ team: 1 }, { unique: true })).rejects.toMatchObject({
      code: 11000,
    });
    expect((await teams.indexes()).map((index) => index.name)).toEqual(["_id_"]);
  });

  it("applies partial and sparse unique indexes only to the documents they cover", async () => {
    const slots = collection("slots");
    await slots.createIndex(
      { slotKey: 1 },
      {
        unique: true,
        name: "one_held_slot",
        partialFilterExpression: { slotKey: { $exists: true } },
      },
    );
    await slots.insertMany([{ n: 1 }, { n: 2 }, { slotKey: "2030-01-01T10:00" }]);
    await expect(slots.insertOne({ slotKey: "2030-01-01T10:00" })).rejects.toMatchObject({
      code: 11000,
    });
    await slots.updateOne({ slotKey: "2030-01-01T10:00" }, { $unset: { slotKey: "" } });
    await slots.insertOne({ slotKey: "2030-01-01T10:00" });
    expect(await slots.countDocuments({ slotKey: "2030-01-01T10:00" })).toBe(1);

    const requests = collection("requests");
    await requests.createIndex(
      { email: 1 },
      { unique: true, partialFilterExpression: { status: "open" } },
    );
    await requests.insertMany([
      { email: "a@x", status: "open" },
      { email: "a@x", status: "handled" },
      { email: "a@x", status: "handled" },
    ]);
    await expect(requests.insertOne({ email: "a@x", status: "open" })).rejects.toMatchObject({
      code: 11000,
    });
    expect(await requests.countDocuments({ email: "a@x", status: "open" })).toBe(1);

    const sparse = collection("sparse");
    await sparse.createIndex({ code: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ a: 1 }, { a: 2 }, { code: "x" }]);
    await expect(sparse.insertOne({ code: "x" })).rejects.toMatchObject({ code: 11000 });
  });

  it("runs findAndModify atomically: of 50 claims at once, exactly one wins", async () => {
    const jobs = collection("jobs");
    const { insertedId } = await jobs.insertOne({ state: "free", claims: 0 });
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        jobs.findOneAndUpdate(
          { _id: insertedId, state: "free" },
          { $set: { state: "taken", by: i }, $inc: { claims: 1 } },
          { returnDocument: "after" },
        ),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await jobs.findOne({ _id: insertedId })).toMatchObject({ state: "taken", claims: 1 });
    const removed = await jobs.findOneAndDelete({ _id: insertedId });
    expect(removed).toMatchObject({ state: "taken" });
    expect(await jobs.countDocuments()).toBe(0);
    const upserted = await jobs.findOneAndUpdate(
      { name: "new" },
      { $set: { state: "free" } },
      { upsert: true, returnDocument: "after" },
    );
    expect(upserted).toMatchObject({ name: "new", state: "free" });
  });

  it("stores and streams GridFS files", async () => {
    const bucket = new GridFSBucket(store.db, { bucketName: "media" });
    const bytes = Buffer.alloc(600_000, 7);
    bytes[123_456] = 1;
    const upload = bucket.openUploadStream("picture.png", { metadata: { kind: "image" } });
    await new Promise<void>((resolve, reject) =>
      upload.on("finish", resolve).on("error", reject).end(bytes),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await bucket.delete(upload.id);
    expect(await collection("media.chunks").countDocuments()).toBe(0);
  });
});

describe("collections and indexes", () => {
  it("create, list, drop and rename nothing they should not", async () => {
    await store.db.createCollection("made");
    await expect(store.db.createCollection("made")).rejects.toMatchObject({ code: 48 });
    const names = (await store.db.listCollections({}, { nameOnly: true }).toArray()).map(
      (c) => c.name,
    );
    expect(names).toContain("made");
    expect(await store.db.listCollections({ name: "made" }).toArray()).toMatchObject([
      { name: "made", type: "collection" },
    ]);
    const made = collection("made");
    await made.createIndexes([
      { key: { a: 1, b: -1 } },
      { key: { at: 1 }, name: "ttl", expireAfterSeconds: 60 },
    ]);
    expect(await made.indexes()).toEqual([
      { v: 2, key: { _id: 1 }, name: "_id_" },
      { v: 2, key: { a: 1, b: -1 }, name: "a_1_b_-1" },
      { v: 2, key: { at: 1 }, name: "ttl", expireAfterSeconds: 60 },
    ]);
    await expect(
      made.createIndex({ a: 1, b: -1 }, { name: "a_1_b_-1", unique: true }),
    ).rejects.toMatchObject({
      code: 85,
    });
    await made.dropIndex("a_1_b_-1");
    await expect(made.dropIndex("a_1_b_-1")).rejects.toMatchObject({ code: 27 });
    await expect(collection("absent").indexes()).rejects.toMatchObject({ code: 26 });
    expect(await made.drop()).toBe(true);
    await store.db
      .collection("absent")
      .drop()
      .catch(() => {});
    expect((await store.db.listCollections({ name: "made" }).toArray()).length).toBe(0);
  });

  it("answers an unknown command with code 59 and says so in the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(store.db.command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      message: expect.stringMatching(/no such command/),
    });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/Unknown command "frobnicate"/));
    log.mockRestore();
  });

  it("refuses transactions, as a standalone mongod does (the driver says so in its words)", async () => {
    const session = store.client.startSession();
    try {
      session.startTransaction();
      await expect(collection("tx").insertOne({ a: 1 }, { session })).rejects.toThrow(
        /does not support retryable writes/,
      );
    } finally {
      await session.endSession();
    }
    expect(await collection("tx").countDocuments()).toBe(0);
  });

  it("deletes what a TTL index says has expired", async () => {
    const ttlStore = await openTestStore(undefined, { ttlIntervalMs: 50 });
    try {
      const windows = ttlStore.db.collection<{ _id: string; expiresAt: Date }>("windows");
      await windows.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await windows.insertMany([
        { _id: "old", expiresAt: new Date(Date.now() - 1000) },
        { _id: "new", expiresAt: new Date(Date.now() + 60_000) },
      ]);
      await vi.waitFor(async () =>
        expect(await windows.find().toArray()).toEqual([
          { _id: "new", expiresAt: expect.any(Date) },
        ]),
      );
    } finally {
      await ttlStore.close();
    }
  });
});
