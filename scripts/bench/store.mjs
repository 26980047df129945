#!/usr/bin/env node
/**
 * `npm run bench:store`: the embedded database alone, through the MongoDB driver (no app), the
 * store (packages/store) side by side with jongodb (the earlier embedded database), in one run:
 *
 * - insertOne and updateOne by _id into a collection of 2,000 / 10,000 / 20,000 documents
 *   (medians of BENCH_SAMPLES, default 7), a find by an indexed field and the sorted first page
 *   of 50 (an index on createdAt), as the admin lists ask for it;
 * - bytes the store's process writes per insertOne and per updateOne (its /proc/<pid>/io);
 * - the time to load 10,000 and 100,000 documents: the store starting on its file (from spawn
 *   to the first answered count), jongodb filled the way the app used to fill it (insertMany of
 *   500 at a time, lib/server/db.ts before the store), stopped after BENCH_JONGODB_BUDGET_S
 *   (default 120) seconds and reported as "more than".
 *
 * BENCH_SIZES (default "2000,10000,20000"), BENCH_LOADS (default "10000,100000"),
 * BENCH_ENGINES (default "store,jongodb"). Documents look like a contact message (~600 bytes).
 * Writes only to fresh temporary folders.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startStoreProcess } from "../../packages/store/start.mjs";
import { jongodbBinary, startJongodb } from "../lib/jongodb.mjs";
import { median } from "../lib/bench-app.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const { MongoClient, ObjectId } = mongoose.mongo;
/**
 * @param {string | undefined} value
 * @param {string} fallback
 */
const list = (value, fallback) => (value || fallback).split(",").filter(Boolean);
const sizes = list(process.env.BENCH_SIZES, "2000,10000,20000").map(Number);
const loads = list(process.env.BENCH_LOADS, "10000,100000").map(Number);
const engines = list(process.env.BENCH_ENGINES, "store,jongodb");
const samples = Number(process.env.BENCH_SAMPLES || 7);
const jongodbBudgetMs = Number(process.env.BENCH_JONGODB_BUDGET_S || 120) * 1000;
const DATABASE = "bench";
const quiet = { error: () => {}, info: () => {} };

/** @param {number} i */
const message = (i) => ({
  _id: new ObjectId(),
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  phone: `98${String(10_000_000 + i).padStart(8, "0")}`,
  subject: `Question ${i}`,
  message:
    `I would like to know more about the diet plans for thyroid, message number ${i}. `.repeat(4),
  status: "new",
  unread: i % 3 === 0,
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
});

/** @type {string[]} */
const storeDirs = [];
/**
 * @param {string} engine
 * @returns {Promise<{ uri: string, pid?: number, dir?: string, stop: () => Promise<void> }>}
 */
async function start(engine) {
  if (engine === "store") {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-store-"));
    storeDirs.push(dir);
    const store = await startStoreProcess({
      serverPath: path.join(root, "packages/store/server.mjs"),
      dir,
      database: DATABASE,
      log: quiet,
    });
    return { ...store, uri: store.uri(DATABASE), dir };
  }
  const binary = jongodbBinary(root);
  if (!binary) throw new Error("jongodb is not installed here (Linux x64 only)");
  return startJongodb(binary, DATABASE);
}

/**
 * @param {import("mongoose").mongo.Collection} collection
 * @param {number} from
 * @param {number} to
 */
async function fill(collection, from, to, batch = 1000) {
  for (let i = from; i < to; i += batch) {
    const docs = [];
    for (let j = i; j < Math.min(to, i + batch); j++) docs.push(message(j));
    await collection.insertMany(docs, { ordered: true });
  }
}

/** @param {() => Promise<unknown>} run */
async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** @param {number | undefined} pid */
const writtenBytes = (pid) => {
  const io = readFileSync(`/proc/${pid}/io`, "utf8");
  return Number(/^wchar: (\d+)/m.exec(io)?.[1] ?? NaN);
};

/** One engine at one collection size: medians in ms (and bytes written, for the store). */
/**
 * @param {string} engine
 * @param {number} size
 */
async function measureAt(engine, size) {
  const server = await start(engine);
  const client = await new MongoClient(server.uri).connect();
  try {
    const collection = client.db().collection("contacts");
    await collection.createIndex({ createdAt: -1 });
    await collection.createIndex({ email: 1 });
    const filled = await timed(() => fill(collection, 0, size));
    let next = size;
    const inserts = [];
    const bytesBefore = engine === "store" ? writtenBytes(server.pid) : NaN;
    for (let i = 0; i < samples; i++)
      inserts.push(await timed(() => collection.insertOne(message(next++))));
    const bytesAfterInserts = engine === "store" ? writtenBytes(server.pid) : NaN;
    const updates = [];
    const ids = await collection
      .find({}, { projection: { _id: 1 } })
      .limit(samples)
      .skip(Math.floor(size / 2))
      .toArray();
    for (const { _id } of ids)
      updates.push(
        await timed(() =>
          collection.updateOne(
            { _id },
            { $set: { status: "replied", unread: false, updatedAt: new Date() } },
          ),
        ),
      );
    const bytesAfterUpdates = engine === "store" ? writtenBytes(server.pid) : NaN;
    const finds = [];
    for (let i = 0; i < samples; i++) {
      const email = `visitor${Math.floor((i / samples) * size)}@example.com`;
      finds.push(await timed(() => collection.find({ email }).toArray()));
    }
    const pages = [];
    for (let i = 0; i < samples; i++)
      pages.push(
        await timed(() => collection.find({}).sort({ createdAt: -1, _id: -1 }).limit(50).toArray()),
      );
    return {
      fill: filled,
      insertOne: median(inserts),
      updateOne: median(updates),
      find: median(finds),
      page: median(pages),
      bytesPerInsert: (bytesAfterInserts - bytesBefore) / samples,
      bytesPerUpdate: (bytesAfterUpdates - bytesAfterInserts) / ids.length,
    };
  } finally {
    await client.close();
    await server.stop();
  }
}

/** The store: fill a file, stop, then time a start on it up to the first answered query. */
/**
 * @param {number} count
 * @returns {Promise<{ ms: number, n: number, complete?: boolean }>}
 */
async function storeLoad(count) {
  const server = await start("store");
  const client = await new MongoClient(server.uri).connect();
  await client.db().collection("contacts").createIndex({ createdAt: -1 });
  await fill(client.db().collection("contacts"), 0, count, 5000);
  await client.close();
  await server.stop();
  const started = performance.now();
  const again = await startStoreProcess({
    serverPath: path.join(root, "packages/store/server.mjs"),
    dir: /** @type {string} */ (server.dir),
    database: DATABASE,
    log: quiet,
  });
  const reader = await new MongoClient(again.uri(DATABASE)).connect();
  const n = await reader.db().collection("contacts").countDocuments();
  const ms = performance.now() - started;
  await reader.close();
  await again.stop();
  return { ms, n };
}

/** jongodb: filled as the app used to load it, 500 at a time, within the budget. */
/** @param {number} count */
async function jongodbLoad(count) {
  const server = await start("jongodb");
  const client = await new MongoClient(server.uri).connect();
  const started = performance.now();
  let loaded = 0;
  try {
    const collection = client.db().collection("contacts");
    while (loaded < count && performance.now() - started < jongodbBudgetMs) {
      await fill(collection, loaded, Math.min(count, loaded + 500), 500);
      loaded = Math.min(count, loaded + 500);
    }
    return { ms: performance.now() - started, n: loaded, complete: loaded === count };
  } finally {
    await client.close();
    await server.stop();
  }
}

/** @param {number} value */
const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(2)} ms`);
/** @param {number} value */
const kb = (value) => (Number.isFinite(value) ? `${(value / 1024).toFixed(1)} KB` : "–");

const rows = [];
for (const size of sizes) {
  for (const engine of engines) {
    const result = await measureAt(engine, size);
    rows.push({ engine, size, ...result });
    console.error(`[bench] ${engine} at ${size}: ${JSON.stringify(result)}`);
  }
}
console.log(
  "\n| Engine | Docs | insertOne | updateOne by _id | Indexed find | Sorted page of 50 | Written per insert / update | Fill (insertMany of 1000) |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${r.size} | ${ms(r.insertOne)} | ${ms(r.updateOne)} | ${ms(r.find)} | ${ms(r.page)} | ${kb(r.bytesPerInsert)} / ${kb(r.bytesPerUpdate)} | ${ms(r.fill)} |`,
  );
}

console.log("\n| Engine | Docs | Load time |");
console.log("| --- | --- | --- |");
for (const count of loads) {
  for (const engine of engines) {
    const result = engine === "store" ? await storeLoad(count) : await jongodbLoad(count);
    const text =
      result.complete === false
        ? `more than ${(result.ms / 1000).toFixed(0)} s (${result.n} loaded when stopped)`
        : `${(result.ms / 1000).toFixed(2)} s`;
    console.log(`| ${engine} | ${count} | ${text} |`);
  }
}
for (const dir of storeDirs) rmSync(dir, { recursive: true, force: true });
