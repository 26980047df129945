#!/usr/bin/env node
/**
 * The store's memory at scale (issue 41): a store file filled with BENCH_MESSAGES (default
 * 100,000) contact messages and two outbox mails each (scripts/lib/scale-seed.mjs, the shapes
 * and search words bench:scale seeds), with the indexes the models declare for `contacts` and
 * `outbox`; then the store process started on it, and on an empty file, for each server given:
 * start-up time (spawn to serving), its RSS once serving, and its RSS after a few of the admin's
 * queries (a search, a sorted page, counts).
 *
 * BENCH_SERVERS: `label=path/to/server.mjs,...` (default `store=packages/store/server.mjs`), so an
 * older store runs side by side with this one on the same file: `mkdir -p
 * node_modules/.store-before && git archive <commit> packages/store | tar -x -C
 * node_modules/.store-before` (inside node_modules: its imports resolve, tests and tsc skip it;
 * `lib/store` for a commit before issue 42), then
 * `BENCH_SERVERS=before=node_modules/.store-before/packages/store/server.mjs,after=packages/store/server.mjs`. Writes only to a fresh temporary folder, or to
 * BENCH_DIR, kept: a store file there from an earlier run (same BENCH_MESSAGES) is used again.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startStoreProcess } from "../../packages/store/start.mjs";
import { scaleSeed } from "../lib/scale-seed.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const { MongoClient } = mongoose.mongo;
const DATABASE = "bench";
const messages = Number(process.env.BENCH_MESSAGES || 100_000);
const servers = (process.env.BENCH_SERVERS || "store=packages/store/server.mjs")
  .split(",")
  .filter(Boolean)
  .map((pair) => {
    const [label = "", file = ""] = pair.split("=");
    return { label, serverPath: path.resolve(root, file) };
  });
const quiet = { error: () => {}, info: () => {} };

/**
 * The indexes models/Contact.ts (with searchable) and models/Outbox.ts declare.
 * @type {Record<string, import("mongoose").mongo.IndexDescription[]>}
 */
const INDEXES = {
  contacts: [
    { key: { createdAt: -1 }, name: "createdAt_-1" },
    { key: { searchWords: 1 }, name: "searchWords_1" },
    { key: { unread: 1 }, name: "unread_1" },
    { key: { status: 1 }, name: "status_1" },
  ],
  outbox: [
    { key: { status: 1, nextAttemptAt: 1 }, name: "status_1_nextAttemptAt_1" },
    { key: { createdAt: 1 }, name: "createdAt_1" },
    { key: { to: 1 }, name: "to_1" },
    { key: { "ref.id": 1 }, name: "ref.id_1" },
    {
      key: { onceKey: 1 },
      name: "once_per_key",
      unique: true,
      partialFilterExpression: { onceKey: { $type: "string" } },
    },
  ],
};

/** @param {number | undefined} pid the resident memory of process `pid`, in MB */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/**
 * @param {string} serverPath
 * @param {string} dir
 */
async function start(serverPath, dir) {
  const began = performance.now();
  const store = await startStoreProcess({ serverPath, dir, database: DATABASE, log: quiet });
  const client = new MongoClient(store.uri(DATABASE), { serverSelectionTimeoutMS: 60_000 });
  await client.connect();
  await client.db(DATABASE).command({ ping: 1 });
  return { store, client, seconds: (performance.now() - began) / 1000 };
}

/** @param {string} dir */
async function fill(dir) {
  const first = servers[0];
  if (!first) throw new Error("BENCH_SERVERS names no server");
  const { store, client } = await start(first.serverPath, dir);
  const db = client.db(DATABASE);
  const seed = scaleSeed(messages);
  // the indexes after the documents: one sort each, not a million inserts in the middle
  for (const name of /** @type {const} */ (["contacts", "outbox"])) {
    const docs = seed[name];
    for (let at = 0; at < docs.length; at += 2_000)
      await db.collection(name).insertMany(docs.slice(at, at + 2_000), { ordered: true });
  }
  for (const [name, indexes] of Object.entries(INDEXES))
    await db.collection(name).createIndexes(indexes);
  await client.close();
  await store.stop();
}

/** @param {import("mongoose").mongo.Db} db the admin's reads: a search, a sorted page, counts */
async function queries(db) {
  const contacts = db.collection("contacts");
  const outbox = db.collection("outbox");
  for (let i = 0; i < 5; i++) {
    const word = `visitor${1_000 + i * 7_919}`;
    await contacts.find({ searchWords: word }).sort({ createdAt: -1 }).limit(50).toArray();
    await contacts.countDocuments({ searchWords: { $all: ["question", "diet"] } });
    await contacts
      .find({})
      .sort({ createdAt: -1 })
      .skip(i * 50)
      .limit(50)
      .toArray();
    await contacts.countDocuments({ status: "new" });
    await outbox
      .find({ status: "queued", nextAttemptAt: { $lte: new Date() } })
      .limit(20)
      .toArray();
    await outbox.find({ to: `visitor${i}@example.com` }).toArray();
  }
}

/**
 * @param {{ label: string, serverPath: string }} server
 * @param {string} dir
 */
async function measure(server, dir) {
  const { store, client, seconds } = await start(server.serverPath, dir);
  const atStart = rssMb(store.pid);
  await queries(client.db(DATABASE));
  const afterQueries = rssMb(store.pid);
  await new Promise((done) => setTimeout(done, 2_000));
  const settled = rssMb(store.pid);
  await client.close();
  await store.stop();
  return { seconds, atStart, afterQueries, settled };
}

const kept = process.env.BENCH_DIR ? path.resolve(process.env.BENCH_DIR) : null;
const work = kept ?? mkdtempSync(path.join(tmpdir(), "bench-store-memory-"));
try {
  const full = path.join(work, `full-${messages}`);
  if (!existsSync(full)) {
    console.log(`Filling a store with ${messages} messages and ${messages * 2} mails ...`);
    const filling = performance.now();
    await fill(full);
    console.log(`filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  }
  const rows = [];
  for (const server of servers) {
    const empty = await measure(server, path.join(work, `empty-${server.label}`));
    const loaded = await measure(server, full);
    rows.push({ server: server.label, data: "empty", ...empty });
    rows.push({ server: server.label, data: `${messages} + ${messages * 2}`, ...loaded });
  }
  console.log("| Store | Data | Start-up | RSS serving | RSS after queries | RSS 2 s later |");
  console.log("| ----- | ---- | -------- | ----------- | ----------------- | ------------- |");
  for (const row of rows)
    console.log(
      `| ${row.server} | ${row.data} | ${row.seconds.toFixed(2)} s | ${row.atStart} MB | ${row.afterQueries} MB | ${row.settled} MB |`,
    );
} finally {
  if (!kept) rmSync(work, { recursive: true, force: true });
  for (const server of servers)
    rmSync(path.join(work, `empty-${server.label}`), { recursive: true, force: true });
}
