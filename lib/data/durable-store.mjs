/**
 * The embedded database's durability: jongodb keeps everything in memory, so the app saves a
 * snapshot of every collection that changed into the data directory (DATA_DIR, default ./data)
 * and loads the snapshot into a fresh server when it starts.
 *
 * Guarantee. A write the database acknowledged is on disk once the next snapshot has finished:
 * the app watches its own write commands, and a snapshot of the collections they changed starts
 * at most 250 ms after the change (or as soon as the one running ends) and is written with fsync
 * and an atomic rename. A graceful stop (SIGTERM, SIGINT) writes a last snapshot and loses
 * nothing; a `kill -9` of the whole process tree, or a crash of the database process, loses at
 * most the writes acknowledged in the last second (measured, docs/performance.md).
 *
 * Nothing half-written is ever loaded. Each collection is a file of concatenated BSON documents,
 * named by generation (collections/<name>.<generation>.bson), written in full and synced before
 * manifest.json points at it; the manifest keeps each file's SHA-256 and document count and the
 * previous generation's. A file that fails its checksum is set aside (<file>.corrupt), the
 * previous copy is loaded, and the log says so; with no good copy left the app refuses to start
 * rather than start empty.
 *
 * Erased stays erased. A save asked for as a purge (after an erasure: `purge` of startSnapshots)
 * keeps no older copy of the collections it names: each is written twice (the second copy is
 * its `previous`, for the same damaged-file fallback), manifest.prev.json is rewritten as the new
 * manifest, and the older files of those collections, .corrupt ones included, are deleted. The
 * order keeps the rules above: new files, then manifest.json, then manifest.prev.json, then the
 * deletions, so a crash at any point leaves manifests that name only whole files.
 *
 * Plain JavaScript, so scripts/backup.mjs and scripts/restore.mjs read and write the same files.
 */
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import mongoose from "mongoose";

const { BSON } = mongoose.mongo;
const FORMAT = 1;
const MANIFEST = "manifest.json";
const PREVIOUS_MANIFEST = "manifest.prev.json";
const FOLDER = "collections";
const WRITE_COMMANDS = new Set(["insert", "update", "delete", "findAndModify", "drop", "create"]);

/** @param {object[]} docs */
export function encodeDocuments(docs) {
  return Buffer.concat(docs.map((doc) => BSON.serialize(doc)));
}

/** @param {Buffer} buffer */
export function decodeDocuments(buffer) {
  const docs = [];
  for (let offset = 0; offset < buffer.length;) {
    if (offset + 4 > buffer.length) throw new Error("truncated document");
    const size = buffer.readInt32LE(offset);
    if (size < 5 || offset + size > buffer.length) throw new Error("truncated document");
    docs.push(BSON.deserialize(buffer.subarray(offset, offset + size)));
    offset += size;
  }
  return docs;
}

const sha256 = (buffer) => createHash("sha256").update(buffer).digest("hex");

/** Writes a file so that it is either wholly there or not at all, even across a power cut. */
async function writeDurably(file, data) {
  const temp = `${file}.tmp-${process.pid}`;
  const handle = await open(temp, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  const folder = await open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw new Error(`${path.basename(file)} is unreadable: ${error.message}`);
  }
}

/** The manifest of `dir`, or null when nothing was ever saved there; falls back to the previous one. */
export async function readManifest(dir, log = console) {
  try {
    return await readJson(path.join(dir, MANIFEST));
  } catch (error) {
    const previous = await readJson(path.join(dir, PREVIOUS_MANIFEST));
    if (!previous) throw error;
    log.error(`[store] ${error.message}; using the previous manifest (saved ${previous.savedAt}).`);
    return previous;
  }
}

async function readCopy(dir, copy) {
  const buffer = await readFile(path.join(dir, FOLDER, copy.file));
  if (sha256(buffer) !== copy.sha256) throw new Error("checksum mismatch");
  const docs = decodeDocuments(buffer);
  if (docs.length !== copy.count)
    throw new Error(`${docs.length} documents, expected ${copy.count}`);
  return docs;
}

/**
 * Every saved collection of `dir`: { collections: { name: docs }, savedAt }. A damaged file is
 * set aside and its previous copy loaded, with a log line; with no good copy left, this throws.
 */
export async function loadSnapshot(dir, log = console) {
  const manifest = await readManifest(dir, log);
  if (!manifest) return { collections: {}, savedAt: null };
  if (manifest.format !== FORMAT)
    throw new Error(`Unknown data format ${manifest.format} in ${dir}`);
  const collections = {};
  for (const [name, entry] of Object.entries(manifest.collections)) {
    try {
      collections[name] = await readCopy(dir, entry);
      continue;
    } catch (error) {
      const file = path.join(dir, FOLDER, entry.file);
      await rename(file, `${file}.corrupt`).catch(() => {});
      if (!entry.previous) {
        throw new Error(
          `The data file of "${name}" (${file}) is damaged (${error.message}) and no earlier copy ` +
            "is left. It was kept as .corrupt; restore a backup (npm run restore -- FILE).",
        );
      }
      collections[name] = await readCopy(dir, entry.previous);
      log.error(
        `[store] The data file of "${name}" (${file}) is damaged (${error.message}): loaded the ` +
          `previous copy instead (${entry.previous.count} documents, saved ${entry.previous.savedAt}); ` +
          "the damaged file was kept as .corrupt.",
      );
    }
  }
  return { collections, savedAt: manifest.savedAt };
}

/**
 * Saves whole collections as one new generation: their files first, then the manifest that
 * points at them (the old manifest kept as manifest.prev.json), then removes the files neither
 * manifest mentions. One writer per directory at a time (see lockDataDir).
 *
 * `purge` names collections of the batch whose older copies must go (an erasure): see the top of
 * this file.
 * @param {string} dir
 * @param {Record<string, object[]>} batch
 * @param {{ purge?: string[] }} [options]
 */
export async function saveCollections(dir, batch, now = new Date(), { purge = [] } = {}) {
  await mkdir(path.join(dir, FOLDER), { recursive: true });
  const old = (await readManifest(dir)) ?? { format: FORMAT, generation: 0, collections: {} };
  const generation = old.generation + 1;
  const collections = { ...old.collections };
  const purged = new Set(purge.filter((name) => name in batch));
  for (const [name, docs] of Object.entries(batch)) {
    const buffer = encodeDocuments(docs);
    const write = async (file) => {
      await writeDurably(path.join(dir, FOLDER, file), buffer);
      return { file, sha256: sha256(buffer), count: docs.length, savedAt: now.toISOString() };
    };
    const saved = await write(`${encodeURIComponent(name)}.${generation}.bson`);
    const current = old.collections[name];
    const previous = purged.has(name)
      ? await write(`${encodeURIComponent(name)}.${generation}.copy.bson`)
      : current && { ...current, previous: undefined };
    collections[name] = { ...saved, ...(previous ? { previous } : {}) };
  }
  const manifest = { format: FORMAT, generation, savedAt: now.toISOString(), collections };
  if (purged.size > 0) {
    await writeDurably(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 1));
    await writeDurably(path.join(dir, PREVIOUS_MANIFEST), JSON.stringify(manifest));
    await removeUnreferenced(dir, [manifest], purged);
    return manifest;
  }
  if (old.generation > 0)
    await writeDurably(path.join(dir, PREVIOUS_MANIFEST), JSON.stringify(old));
  await writeDurably(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 1));
  await removeUnreferenced(dir, [manifest, old]);
  return manifest;
}

/** The collection a data file (or a damaged one set aside) belongs to. */
const collectionOf = (file) => /^(.+)\.\d+(?:\.copy)?\.bson(?:\.corrupt)?$/.exec(file)?.[1] ?? null;

/** Removes the files no manifest mentions, but damaged ones set aside unless their collection is purged. */
async function removeUnreferenced(dir, manifests, purged = new Set()) {
  const keep = new Set();
  for (const manifest of manifests)
    for (const entry of Object.values(manifest.collections)) {
      keep.add(entry.file);
      if (entry.previous) keep.add(entry.previous.file);
    }
  const erased = new Set([...purged].map(encodeURIComponent));
  for (const file of await readdir(path.join(dir, FOLDER))) {
    if (keep.has(file)) continue;
    if (file.endsWith(".corrupt") && !erased.has(collectionOf(file))) continue;
    await rm(path.join(dir, FOLDER, file));
  }
}

/**
 * Makes this process the only writer of `dir`: a second app started on the same data directory
 * would overwrite the first one's snapshots. A lock left by a process that is gone is taken over.
 */
export async function lockDataDir(dir) {
  await mkdir(dir, { recursive: true, mode: 0o700 }); // clients' details: for this user only
  const file = path.join(dir, "lock");
  const holder = Number((await readFile(file, "utf8").catch(() => "")).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The data directory ${dir} is in use by process ${holder}. Stop that app first, or give ` +
        "this one its own DATA_DIR.",
    );
  }
  await writeFile(file, String(process.pid), { mode: 0o600 });
  return () => rm(file, { force: true });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Calls `onWrite(collection)` after every write command the client's server acknowledged (and
 * after a failed one, which may have applied part of its work). The client must have been made
 * with `monitorCommands: true`.
 * @param {import("mongodb").MongoClient} client
 * @param {(collection: string) => void} onWrite
 */
export function watchWrites(client, onWrite) {
  const pending = new Map();
  const started = (event) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    const collection = event.command[event.commandName];
    if (typeof collection === "string") pending.set(event.requestId, collection);
  };
  const ended = (event) => {
    const collection = pending.get(event.requestId);
    if (collection === undefined) return;
    pending.delete(event.requestId);
    onWrite(collection);
  };
  client.on("commandStarted", started);
  client.on("commandSucceeded", ended);
  client.on("commandFailed", ended);
  return () => {
    client.off("commandStarted", started);
    client.off("commandSucceeded", ended);
    client.off("commandFailed", ended);
  };
}

/**
 * Snapshots the collections that changed, one snapshot at a time, starting one at most
 * `intervalMs` after a change. `flush()` waits until everything changed so far is on disk.
 * @param {{ dir: string, db: import("mongodb").Db, intervalMs?: number, log?: Console }} options
 */
export function startSnapshots({ dir, db, intervalMs = 250, log = console }) {
  const dirty = new Set();
  const purging = new Set();
  const state = { lastSavedAt: null, lastError: null, snapshots: 0, running: null };
  let failures = 0;

  async function snapshot() {
    const names = [...dirty];
    const purge = [...purging];
    dirty.clear();
    purging.clear();
    try {
      const batch = {};
      for (const name of names) batch[name] = await db.collection(name).find({}).toArray();
      await saveCollections(dir, batch, new Date(), { purge });
      state.lastSavedAt = new Date();
      state.lastError = null;
      state.snapshots++;
      failures = 0;
    } catch (error) {
      for (const name of names) dirty.add(name); // tried again next time
      for (const name of purge) purging.add(name);
      state.lastError = error.message;
      if (failures++ % 40 === 0) log.error(`[store] Could not save a snapshot: ${error.message}`);
      throw error;
    }
  }

  /** Starts a snapshot unless one is running; resolves to its error, or null. Never two at once. */
  function run() {
    state.running ??= snapshot()
      .then(
        () => null,
        (error) => error,
      )
      .finally(() => (state.running = null));
    return state.running;
  }

  const timer = setInterval(() => {
    if (dirty.size > 0 && !state.running) void run();
  }, intervalMs);
  timer.unref();

  /** Resolves once every change made before the call is on disk; rejects if saving fails. */
  async function flush() {
    await state.running;
    if (dirty.size === 0) return;
    const error = await run();
    if (error) throw error;
  }

  return {
    state,
    markDirty: (name) => void dirty.add(name),
    flush,
    /**
     * Saves `names` now and keeps no older copy of them (an erasure): resolves once the data
     * directory holds nothing of them but what the database holds now; rejects if saving fails
     * (the purge is tried again with the next snapshot).
     */
    purge(names) {
      for (const name of names) {
        dirty.add(name);
        purging.add(name);
      }
      return flush();
    },
    /** Stops taking snapshots (what is still unsaved stays unsaved: see flush). */
    async stop() {
      clearInterval(timer);
      await state.running;
      return dirty.size;
    },
  };
}
