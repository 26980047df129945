import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStoreDir, openTestStore, type TestStore } from "../test/store";
import type { StoreFile } from "../storage/sqlite-file.mjs";
import { matchRecords } from "./query.mjs";

/** The store's inside, for what no client can see: its journal and a collection. */
const inside = () => store.server.catalog;

const CACHE_MB = 0.05; // 50 KB: a few dozen of the documents below
const dir = newStoreDir();
let store: TestStore;
const open = async () => {
  process.env.STORE_CACHE_MB = String(CACHE_MB);
  try {
    return await openTestStore(dir);
  } finally {
    delete process.env.STORE_CACHE_MB;
  }
};
/** The journal of a store on a file (not ephemeral): its StoreFile. */
const journal = () => inside().journal as StoreFile;
/** Rows the store decoded from its file while `run` ran. */
async function rowsReadBy(run: () => Promise<unknown>) {
  const before = journal().reader.rowsRead;
  await run();
  return journal().reader.rowsRead - before;
}

type Note = { _id: number; i: number; body: string; at: Date; words: string[]; kind: string };
const note = (i: number): Note => ({
  _id: i,
  i,
  body: `note ${i} `.padEnd(1000, "·"),
  at: new Date(Date.UTC(2026, 0, 1, 0, i)),
  words: [`w${i % 10}`, `v${i % 7}`, i % 50 === 0 ? "rare" : "common"],
  kind: i % 3 === 0 ? "a" : "b",
});
const N = 400;

beforeAll(async () => {
  store = await open();
  const notes = store.db.collection<Note>("notes");
  await notes.createIndex({ at: -1 });
  await notes.createIndex({ words: 1 });
  await notes.createIndex({ kind: 1 });
  await notes.insertMany(Array.from({ length: N }, (_, i) => note(i)));
});
afterAll(() => store.close());

describe("documents read from the file when needed", () => {
  it("sees a write of the same turn before its commit, and the file's row after it", () => {
    const collection = inside().ensure("app", "turn");
    const rec = collection.insert({ _id: "x", n: 1 });
    collection.replace(rec, { _id: "x", n: 2 });
    expect(matchRecords(collection, { n: 2 }).map((found) => found.doc)).toEqual([
      { _id: "x", n: 2 },
    ]);
    expect(rec.version).toEqual({ _id: "x", n: 2 });
    journal().commit();
    expect(rec.version).toBeUndefined();
    expect(rec.doc).toEqual({ _id: "x", n: 2 });
  });

  it("keeps its cache within its size, reading again what it let go", async () => {
    const notes = store.db.collection<Note>("notes");
    const all = await notes.find().sort({ _id: 1 }).toArray();
    expect(all).toHaveLength(N);
    expect(all[123]).toEqual(note(123));
    const { reader } = journal();
    expect(reader.cacheBytes).toBe(CACHE_MB * 1024 * 1024);
    expect(reader.cachedBytes).toBeLessThanOrEqual(reader.cacheBytes);
    // the first documents were let go long ago: read from the file again, once
    expect(await rowsReadBy(() => notes.findOne({ _id: 1 }))).toBe(1);
    expect(await rowsReadBy(() => notes.findOne({ _id: 1 }))).toBe(0);
  });

  it("scans more documents than the cache holds, and gives them back after a restart", async () => {
    const notes = store.db.collection<Note>("notes");
    const matching = await notes.find({ body: /^note 1\d /, i: { $gte: 0 } }).toArray();
    expect(matching.map((doc) => doc.i)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(await notes.countDocuments({ body: /note 3/ })).toBe(
      Array.from({ length: N }, (_, i) => i).filter((i) => String(i).startsWith("3")).length,
    );
    expect(journal().reader.cachedBytes).toBeLessThanOrEqual(journal().reader.cacheBytes);
    await store.close();
    store = await open();
    const again = await store.db.collection<Note>("notes").find().sort({ _id: 1 }).toArray();
    expect(again).toEqual(Array.from({ length: N }, (_, i) => note(i)));
    expect((await store.db.collection("turn").findOne({ _id: "x" as never }))?.n).toBe(2);
  });
});

describe("the planner answers from the indexes", () => {
  const notes = () => store.db.collection<Note>("notes");
  const expected = (keep: (doc: Note) => boolean) =>
    Array.from({ length: N }, (_, i) => note(i)).filter(keep);

  it("counts from the index entries, reading no document", async () => {
    let count = 0;
    expect(await rowsReadBy(async () => (count = await notes().countDocuments({})))).toBe(0);
    expect(count).toBe(N);
    expect(
      await rowsReadBy(async () => (count = await notes().countDocuments({ kind: "a" }))),
    ).toBe(0);
    expect(count).toBe(expected((doc) => doc.kind === "a").length);
    const filter = { words: { $all: ["w3", "v2"] }, kind: "b" };
    expect(await rowsReadBy(async () => (count = await notes().countDocuments(filter)))).toBe(0);
    expect(count).toBe(
      expected((doc) => doc.words.includes("w3") && doc.words.includes("v2") && doc.kind === "b")
        .length,
    );
    for (const prefixes of [
      { $and: [{ words: /^w1/ }, { words: /^ra/ }] },
      { words: { $all: [/^w1/, /^ra/] } },
    ]) {
      expect(await rowsReadBy(async () => (count = await notes().countDocuments(prefixes)))).toBe(
        0,
      );
      expect(count).toBe(expected((doc) => doc.i % 10 === 1 && doc.i % 50 === 0).length);
    }
  });

  it("reads only the page's documents for a sorted page of many matches", async () => {
    await store.close();
    store = await open(); // an empty cache
    const filter = { words: "common", kind: { $in: ["a", "b"] } };
    let page: Note[] = [];
    const read = await rowsReadBy(async () => {
      page = await notes().find(filter).sort({ at: -1 }).limit(20).toArray();
    });
    expect(page.map((doc) => doc.i)).toEqual(
      expected((doc) => doc.i % 50 !== 0)
        .reverse()
        .slice(0, 20)
        .map((doc) => doc.i),
    );
    expect(read).toBe(20);
  });

  it("gives the same answers as a scan, whichever index it uses", async () => {
    const plain = store.db.collection<Note>("plain"); // no index but _id
    await plain.insertMany(Array.from({ length: N }, (_, i) => note(i)));
    const filters: mongoose.mongo.Filter<Note>[] = [
      { words: { $all: ["w3", "v2"] } },
      { words: /^w/, kind: "a" },
      { words: { $all: ["rare"] }, at: { $gte: new Date(Date.UTC(2026, 0, 1, 2)) } },
      { $and: [{ words: /^v1/ }, { words: /^w/ }], kind: { $in: ["a"] } },
      { words: /^v[12]/ },
      { words: "w5", body: /note 15/ },
      { words: /^rare|^w3$/ }, // not anchored as a whole: no range
      { words: { $all: [/^w1/, /^v/] } },
      { words: { $all: [/^w/, "rare"] }, kind: "a" },
      { words: { $all: [/1$/, /^w/] } }, // the first not anchored: the second plans
    ];
    for (const filter of filters) {
      const ids = async (c: mongoose.mongo.Collection<Note>) =>
        (await c.find(filter).sort({ at: -1 }).limit(7).toArray()).map((doc) => doc.i);
      expect(await ids(notes())).toEqual(await ids(plain));
      expect(await notes().countDocuments(filter)).toBe(await plain.countDocuments(filter));
    }
  });

  it("pages through a long span in another index's order by asking the span of each entry", async () => {
    // more matches than the planner collects into a set (SPAN_SET_MAX, query.mjs)
    const many = 6_000;
    type Small = { _id: number; at: Date; kind: string; even: boolean };
    const small = (i: number): Small => ({
      _id: i,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      kind: ["a", "b", "c"][i % 3]!,
      even: i % 2 === 0,
    });
    const docs = Array.from({ length: many }, (_, i) => small(i));
    const indexed = store.db.collection<Small>("long");
    await indexed.createIndex({ at: -1 });
    await indexed.createIndex({ kind: 1 });
    await indexed.createIndex({ even: 1 });
    const plain = store.db.collection<Small>("long-plain");
    for (const c of [indexed, plain]) await c.insertMany(docs);
    const filters = [
      { kind: "a" },
      { kind: { $in: ["a", "c"] } },
      { kind: "b", even: true },
      { kind: { $in: ["a", "b"] }, even: false },
    ];
    for (const filter of filters)
      for (const skip of [0, 900]) {
        const ids = async (c: mongoose.mongo.Collection<Small>) =>
          (await c.find(filter).sort({ at: -1 }).skip(skip).limit(25).toArray()).map((d) => d._id);
        const want = await ids(plain);
        expect(want).toHaveLength(25);
        expect(await ids(indexed)).toEqual(want);
      }
  });

  it("builds the indexes of one createIndexes command in one pass over the documents", async () => {
    const restored = () => store.db.collection<Note>("restored");
    await restored().insertMany(Array.from({ length: N }, (_, i) => note(i)));
    await store.close();
    store = await open(); // an empty cache: every row the build needs is read from the file
    const read = await rowsReadBy(() =>
      restored().createIndexes([{ key: { at: -1 } }, { key: { kind: 1 } }, { key: { i: 1 } }]),
    );
    expect(read).toBe(N);
    const names = (await restored().indexes()).map((index) => index.name);
    expect(names).toEqual(["_id_", "at_-1", "kind_1", "i_1"]);
    expect(await restored().countDocuments({ kind: "a" })).toBe(Math.ceil(N / 3));
    const latest = await restored().find({}).sort({ at: -1 }).limit(2).toArray();
    expect(latest.map((doc) => doc.i)).toEqual([N - 1, N - 2]);
    // one refused index (a unique one over duplicates) and none of the command is created
    await expect(
      restored().createIndexes([
        { key: { body: 1 } },
        { key: { kind: 1, i: 1 } },
        { key: { kind: -1 }, unique: true },
      ]),
    ).rejects.toMatchObject({ code: 11000 });
    expect((await restored().indexes()).map((index) => index.name)).toEqual(names);
  });

  it("finds the documents without a field through its index, unless the index is sparse or partial", async () => {
    type Row = { _id: number; status?: string | null; tag?: string; items?: { b?: number }[] };
    const rows: Row[] = Array.from({ length: 300 }, (_, i) => ({ _id: i, status: "new" }));
    rows.push({ _id: 1000 }, { _id: 1001, status: null }, { _id: 1002, tag: "x" });
    rows.push({ _id: 1003, status: "new", items: [{ b: 1 }] }, { _id: 1004, items: [] });
    const ids = async (c: mongoose.mongo.Collection<Row>, filter: mongoose.mongo.Filter<Row>) =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);
    const indexed = () => store.db.collection<Row>("older");
    const sparse = () => store.db.collection<Row>("older_sparse");
    await indexed().createIndex({ status: 1 });
    await indexed().createIndex({ "items.b": 1 });
    await indexed().insertMany(rows);
    await sparse().createIndex({ status: 1 }, { sparse: true });
    await sparse().createIndex({ tag: 1 }, { partialFilterExpression: { tag: { $exists: true } } });
    await sparse().insertMany(rows);

    await store.close();
    store = await open(); // an empty cache: rows read are the plan's
    const missing = { status: { $exists: false } };
    let found: number[] = [];
    const read = await rowsReadBy(async () => (found = await ids(indexed(), missing)));
    expect(found).toEqual([1000, 1002, 1004]);
    expect(read).toBe(4); // the entries keyed null: the three and the explicit null, tested
    expect(await indexed().countDocuments(missing)).toBe(3);
    expect(await ids(indexed(), { "items.b": { $exists: false } })).toEqual(
      rows.filter((row) => row._id !== 1003).map((row) => row._id),
    );
    expect(await ids(sparse(), missing)).toEqual([1000, 1002, 1004]);
    expect(await ids(sparse(), { tag: { $exists: false } })).toHaveLength(rows.length - 1);
    // an upsert takes the filter's equalities, not a missing field as null
    await indexed().updateOne(
      { _id: 2000, status: { $exists: false } },
      { $set: { n: 1 } },
      {
        upsert: true,
      },
    );
    expect(await indexed().findOne({ _id: 2000 })).toEqual({ _id: 2000, n: 1 });
  });
});
