import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore, type TestStore } from "./test/store";

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
  await store.db
    .collection("people")
    .insertMany([{ name: "Asha" }, { name: "asha" }, { name: "Ravi", city: "Pune" }]);
});
afterAll(() => store.close());

const people = () => store.db.collection("people");
const command = (doc: mongoose.mongo.Document) => store.db.command(doc);
const NOT_IMPLEMENTED = { code: 238, codeName: "NotImplemented" };
const names = async () =>
  (await store.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);

describe("what the store does not implement is refused, never ignored", () => {
  it("refuses a collation (a case-insensitive query, a deleteMany), takes the simple one", async () => {
    const caseless = { locale: "en", strength: 2 };
    await expect(
      people().find({ name: "ASHA" }, { collation: caseless }).toArray(),
    ).rejects.toMatchObject({
      ...NOT_IMPLEMENTED,
      message: expect.stringMatching(/find: a collation is not implemented/),
    });
    await expect(
      people().deleteMany({ name: "ASHA" }, { collation: caseless }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      people().updateOne({ name: "ASHA" }, { $set: { x: 1 } }, { collation: caseless }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      people().countDocuments({ name: "ASHA" }, { collation: caseless }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(people().distinct("name", {}, { collation: caseless })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    await expect(
      people().findOneAndUpdate({ name: "ASHA" }, { $set: { x: 1 } }, { collation: caseless }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(people().createIndex({ name: 1 }, { collation: caseless })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    expect(await people().countDocuments()).toBe(3); // nothing deleted, nothing changed
    expect(await people().countDocuments({ x: 1 })).toBe(0);
    const simple = await people()
      .find({ name: "asha" }, { collation: { locale: "simple" } })
      .toArray();
    expect(simple.map((doc) => doc.name)).toEqual(["asha"]);
  });

  it("refuses $out and $merge, writing nothing", async () => {
    for (const stage of [{ $out: "copy" }, { $merge: { into: "copy" } }]) {
      await expect(
        people()
          .aggregate([{ $match: {} }, stage])
          .toArray(),
      ).rejects.toMatchObject({
        ...NOT_IMPLEMENTED,
        message: expect.stringMatching(/the \$(out|merge) stage/),
      });
    }
    await expect(
      people()
        .aggregate([{ $facet: { a: [{ $out: "copy" }] } }])
        .toArray(),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      people()
        .aggregate([{ $lookup: { from: "x", pipeline: [{ $merge: "copy" }], as: "y" } }])
        .toArray(),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    expect(await names()).not.toContain("copy");
  });

  it("refuses views, capped, time series and validated collections, creating none", async () => {
    await expect(
      store.db.createCollection("view", { viewOn: "people", pipeline: [] }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      store.db.createCollection("capped", { capped: true, size: 4096 }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      store.db.createCollection("series", { timeseries: { timeField: "at" } }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      store.db.createCollection("checked", { validator: { name: { $type: "string" } } }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    expect(await names()).not.toEqual(expect.arrayContaining(["view"]));
    for (const name of ["view", "capped", "series", "checked"])
      expect(await names()).not.toContain(name);
    await store.db.createCollection("plain");
    expect(await names()).toContain("plain");
  });

  it("refuses let variables, explain, tailable cursors, returnKey, min/max", async () => {
    await expect(
      people()
        .find({ $expr: { $eq: ["$name", "$$who"] } }, { let: { who: "Asha" } })
        .toArray(),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      people()
        .aggregate([{ $match: { $expr: { $eq: ["$name", "$$who"] } } }], { let: { who: "Asha" } })
        .toArray(),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      people().updateMany(
        { $expr: { $eq: ["$name", "$$who"] } },
        { $set: { y: 1 } },
        { let: { who: "Asha" } },
      ),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(people().deleteMany({}, { let: { who: "Asha" } })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    await expect(
      command({ aggregate: "people", pipeline: [], explain: true }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(command({ find: "people", tailable: true })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    await expect(command({ find: "people", returnKey: true })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    await expect(command({ find: "people", min: { name: "A" } })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    await expect(
      command({ update: "people", updates: [{ q: {}, u: [{ $set: { z: "$$c" } }], c: { c: 1 } }] }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    expect(await people().countDocuments()).toBe(3);
    expect(await people().countDocuments({ y: 1 })).toBe(0);
  });

  it("refuses text, geo, hashed and wildcard indexes and hidden ones", async () => {
    const keys: mongoose.mongo.IndexSpecification[] = [
      { name: "text" },
      { place: "2dsphere" },
      { name: "hashed" },
      { "$**": 1 },
    ];
    for (const key of keys) {
      await expect(people().createIndex(key)).rejects.toMatchObject(NOT_IMPLEMENTED);
    }
    await expect(people().createIndex({ name: 1 }, { hidden: true })).rejects.toMatchObject(
      NOT_IMPLEMENTED,
    );
    const listed = (await people().listIndexes().toArray()).map((index) => index.name);
    expect(listed).toEqual(["_id_"]);
  });

  it("refuses read and write concerns a standalone cannot give; j: true waits for the disk", async () => {
    await expect(
      command({ find: "people", readConcern: { level: "snapshot" } }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    await expect(
      command({ find: "people", readConcern: { level: "linearizable" } }),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
    expect((await command({ find: "people", readConcern: { level: "majority" } })).ok).toBe(1);
    await expect(
      command({ insert: "people", documents: [{ name: "Neha" }], writeConcern: { w: 2 } }),
    ).rejects.toMatchObject({ code: 2, message: "cannot use 'w' > 1 on a standalone" });
    await expect(
      command({ insert: "people", documents: [{ name: "Neha" }], writeConcern: { w: "dc-east" } }),
    ).rejects.toMatchObject({ code: 79 });
    const journaled = await people().insertOne(
      { name: "Meera" },
      { writeConcern: { w: "majority", journal: true } },
    );
    expect(journaled.acknowledged).toBe(true);
    expect(await people().countDocuments({ name: { $in: ["Neha", "Meera"] } })).toBe(1);
    await people().deleteOne({ name: "Meera" });
  });

  it("answers mongod's error for a field MongoDB does not know, and checks a hint", async () => {
    await expect(command({ find: "people", bogus: 1 })).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'find.bogus' is an unknown field.",
    });
    await expect(
      command({ update: "people", updates: [{ q: {}, u: { $set: { a: 1 } }, upsurt: true }] }),
    ).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'update.updates.upsurt' is an unknown field.",
    });
    await expect(
      command({ delete: "people", deletes: [{ q: {}, limit: 2 }] }),
    ).rejects.toMatchObject({ code: 9 });
    await expect(people().find({}, { hint: "nope_1" }).toArray()).rejects.toMatchObject({
      code: 2,
      message: "hint provided does not correspond to an existing index",
    });
    await people().createIndex({ name: 1 });
    await people().createIndex({ city: 1 }, { sparse: true });
    expect(
      await people()
        .find({}, { hint: { name: 1 } })
        .toArray(),
    ).toHaveLength(3);
    expect(await people().countDocuments({}, { hint: "_id_" })).toBe(3);
    await expect(
      people()
        .find({}, { hint: { city: 1 } })
        .toArray(),
    ).rejects.toMatchObject(NOT_IMPLEMENTED);
  });

  it("filters listDatabases", async () => {
    const { databases } = await store.client
      .db("admin")
      .admin()
      .listDatabases({ filter: { name: "app" } } as never);
    expect(databases.map((db: { name: string }) => db.name)).toEqual(["app"]);
  });
});

describe("behaves as MongoDB 7.0", () => {
  it("lets one document with an empty array into a sparse unique index, then refuses the next", async () => {
    const clients = store.db.collection("clients");
    await clients.createIndex({ emails: 1 }, { unique: true, sparse: true });
    await clients.insertMany([{ name: "no emails" }, { name: "none either" }]);
    await clients.insertOne({ name: "A", emails: [] });
    await expect(clients.insertOne({ name: "B", emails: [] })).rejects.toMatchObject({
      code: 11000,
    });
    await clients.insertOne({ name: "C", emails: ["c@x.in"] });
    await expect(clients.updateOne({ name: "C" }, { $set: { emails: [] } })).rejects.toMatchObject({
      code: 11000,
    });
    expect(await clients.countDocuments()).toBe(4);
  });

  it("refuses to create a field inside null or a number (code 28), leaving the document as it was", async () => {
    const docs = store.db.collection("paths");
    await docs.insertMany([
      { _id: 1 as never, a: null },
      { _id: 2 as never, a: 5 },
      { _id: 3 as never, a: [1, 2] },
      { _id: 4 as never, a: {} },
    ]);
    await expect(docs.updateOne({ _id: 1 as never }, { $set: { "a.b": 1 } })).rejects.toMatchObject(
      {
        code: 28,
        message: "Cannot create field 'b' in element {a: null}",
      },
    );
    await expect(docs.updateOne({ _id: 2 as never }, { $inc: { "a.b": 1 } })).rejects.toMatchObject(
      { code: 28 },
    );
    await expect(docs.updateOne({ _id: 3 as never }, { $set: { "a.b": 1 } })).rejects.toMatchObject(
      { code: 28 },
    );
    await expect(
      docs.findOneAndUpdate({ _id: 1 as never }, { $set: { "a.b.c": 1 } }),
    ).rejects.toMatchObject({ code: 28 });
    await docs.updateOne({ _id: 3 as never }, { $set: { "a.1": 7 } });
    await docs.updateOne({ _id: 4 as never }, { $set: { "a.b.c": 1 } });
    expect(await docs.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, a: null },
      { _id: 2, a: 5 },
      { _id: 3, a: [1, 7] },
      { _id: 4, a: { b: { c: 1 } } },
    ]);
  });
});
