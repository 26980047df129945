/**
 * The store's file: one SQLite database (better-sqlite3) in the store's folder, written after
 * every change, read whole at start (the indexes) and then row by row as commands need them.
 *
 * Reads. Memory holds each collection's `_id` map and index entries, not the documents: a command
 * reads the rows it needs (`reader`, documents.mjs: a cache of decoded documents bounded by
 * bytes). A version written but not committed yet stays on its record until the commit.
 *
 * Tables. `docs(id INTEGER PRIMARY KEY, cid, doc)`: one row per document, its BSON bytes, keyed by
 * the record's `rid` (so an insert, a replacement or a delete touches one row of one B-tree, no
 * secondary index); `collections(cid, db, name, meta)`: each collection's name, options and index
 * definitions (BSON); `meta(key, value)`: the format, and what the upgrade imported.
 *
 * Commits. Changes are collected (the latest version of each touched document) and written in
 * one transaction per turn of the event loop (`commit`, called by the server before it answers
 * any command of that turn): a group commit, so ten writers cost one transaction. WAL mode with
 * synchronous=NORMAL: a commit is in the WAL file when the server answers, so a crash or a
 * `kill -9` of any process loses nothing acknowledged; the WAL is fsynced within `SYNC_MS`
 * (`#syncSoon`, off the event loop), so a power cut loses at most that much; SQLite's own
 * checkpoints fsync too. A failed commit ends the server (server.mjs): the documents in memory
 * would no longer be the file's, and a restart reloads the file.
 *
 * Nothing half-written is ever loaded: a transaction is in the file whole or not at all (SQLite's
 * atomic commit, WAL frames checksummed). A damaged file (quick_check fails, a row does not
 * decode) is set aside as `<file>.damaged-<time>` and the start refused, also on the next tries,
 * until a backup is restored or the file removed: never an empty start over lost data.
 *
 * Images: a GridFS chunk's bytes are a file of their own under `blobs/` (blob-files.mjs), the
 * chunk's row names it.
 *
 * Erased stays erased: secure_delete is on (deleted rows and freed pages are overwritten with
 * zeros), and `purge` checkpoints the WAL into the database and truncates it, and deletes damaged
 * copies set aside, so no file of the folder holds a deleted document any more.
 */
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  fsync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { BLOB_DIR, BlobFiles, BlobRef, holdsChunks, storedForm } from "./blob-files.mjs";
import { decodeFields, fieldsOfIndexes } from "./bson-fields.mjs";
import { DocumentReader } from "./documents.mjs";
import { deserialize, serialize } from "../wire/wire.mjs";

/**
 * @import { Database as SqliteDatabase } from "better-sqlite3"
 * @import { Catalog } from "../catalog.mjs"
 * @import { Collection } from "../collection.mjs"
 * @import { Doc } from "../wire/wire.mjs"
 * @import { Record } from "./documents.mjs"
 */
/** @typedef {Pick<Console, "error" | "info" | "warn">} Log */
/** @typedef {{ cid: number, rec: Record, bytes?: number, chunks?: boolean }} PendingWrite */
/** @typedef {{ documents: number, collections: number, maxRid: number }} Loaded */

export const STORE_FILE = "store.sqlite";
const FORMAT = "1";
/** The longest an acknowledged commit waits for its fsync. */
export const SYNC_MS = 200;
const fsyncAsync = promisify(fsync);
/** How many times (100 ms apart) a purge waits for a reader of the file to finish. */
const PURGE_TRIES = 100;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS collections (
  cid INTEGER PRIMARY KEY, db TEXT NOT NULL, name TEXT NOT NULL, meta BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS docs (id INTEGER PRIMARY KEY, cid INTEGER NOT NULL, doc BLOB NOT NULL);
`;

/** The store file's damage, found at start: the file was set aside. */
export class DamagedStoreError extends Error {
  name = "DamagedStoreError";
}

const DAMAGED = /\.damaged-[\dTZ-]+$/;
/** @param {unknown} error */
const isCorruption = (error) => {
  const { code, name } =
    /** @type {{ code?: unknown, name?: unknown } | null | undefined} */ (error) ?? {};
  return /^SQLITE_(CORRUPT|NOTADB)/.test(String(code ?? "")) || name === "BSONError";
};

/** @param {string} file */
function setAside(file) {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const aside = `${file}.damaged-${stamp}`;
  for (const suffix of ["", "-wal", "-shm"])
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  return aside;
}

/** @param {string} dir */
function damagedCopies(dir) {
  return existsSync(dir)
    ? readdirSync(dir).filter((name) => DAMAGED.test(name.replace(/-(wal|shm)$/, "")))
    : [];
}

/**
 * Opens a connection with the store's settings.
 * @param {string} file
 */
function connect(file, { readonly = false } = {}) {
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma("busy_timeout = 5000");
  db.pragma("secure_delete = ON");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("cache_size = -16000");
    db.exec(SCHEMA);
  }
  return db;
}

export class StoreFile {
  /**
   * Opens (or creates) the store file of `dir` and checks it. Refuses a folder whose file was set
   * aside as damaged before, and sets a damaged file aside (DamagedStoreError).
   * @param {string} dir
   * @param {{ log?: Pick<Console, "error" | "info" | "warn"> }} [options]
   */
  static open(dir, { log = console } = {}) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, STORE_FILE);
    const damaged = damagedCopies(dir);
    if (!existsSync(file) && damaged.length > 0) {
      throw new DamagedStoreError(
        `The store file of ${dir} was damaged and set aside (${damaged[0]}); not starting empty. ` +
          "Restore a backup (npm run restore -- FILE), or remove the damaged file to start empty.",
      );
    }
    let db;
    try {
      db = connect(file);
      const check = String(db.pragma("quick_check", { simple: true }));
      if (check !== "ok") {
        const [first, ...more] = check.split("\n").filter((line) => !line.startsWith("***"));
        const problem = `${String(first).slice(0, 200)}${more.length ? ` (and ${more.length} more problems)` : ""}`;
        throw Object.assign(new Error(problem), { code: "SQLITE_CORRUPT" });
      }
      const format = db.prepare("SELECT value FROM meta WHERE key = 'format'").pluck().get();
      if (format !== undefined && format !== FORMAT)
        throw new Error(`Unknown store format ${format} in ${file}`);
      if (format === undefined) db.prepare("INSERT INTO meta VALUES ('format', ?)").run(FORMAT);
      return new StoreFile(db, file, log);
    } catch (error) {
      db?.close();
      if (!isCorruption(error)) throw error;
      throw StoreFile.damaged(file, error, log);
    }
  }

  /**
   * Sets a damaged file aside and says so; returns the error to throw.
   * @param {string} file
   * @param {unknown} error
   * @param {Log} log
   */
  static damaged(file, error, log) {
    const aside = setAside(file);
    const message =
      `The store file ${file} is damaged (${/** @type {Error} */ (error).message}): it was set aside as ` +
      `${path.basename(aside)} and the store did not start. Restore a backup ` +
      "(npm run restore -- FILE), or remove the damaged file to start empty.";
    log.error(`[store] ${message}`);
    return new DamagedStoreError(message);
  }

  /**
   * @param {SqliteDatabase} db
   * @param {string} file
   * @param {Log} log
   */
  constructor(db, file, log) {
    this.db = db;
    this.file = file;
    this.log = log;
    this.nextRidValue = 1;
    /** @type {Map<number, PendingWrite | null>} rid -> { cid, rec } to write, or null to delete */
    this.pending = new Map();
    /** @type {Map<number, Collection | null>} cid -> collection to save, or null to delete */
    this.pendingCollections = new Map();
    /** @type {Map<string, string>} */
    this.pendingMeta = new Map();
    this.blobs = new BlobFiles(path.join(path.dirname(file), BLOB_DIR));
    this.reader = new DocumentReader(db, {
      fromStored: (doc) => this.blobs.fromStored(doc, { hold: false }),
    });
    /** @type {{ commits: number, lastCommitAt: Date | null, syncedAt: Date | null, lastError: string | null }} */
    this.state = { commits: 0, lastCommitAt: null, syncedAt: null, lastError: null };
    this.unsynced = false;
    /** @type {Promise<void> | null} */
    this.syncing = null;
    /** @type {number | null} */
    this.walFd = null;
    /** @type {NodeJS.Timeout | null} */
    this.syncTimer = null;
    this.statements = {
      put: db.prepare("INSERT OR REPLACE INTO docs (id, cid, doc) VALUES (?, ?, ?)"),
      remove: db.prepare("DELETE FROM docs WHERE id = ?"),
      putCollection: db.prepare(
        "INSERT OR REPLACE INTO collections (cid, db, name, meta) VALUES (?, ?, ?, ?)",
      ),
      removeCollection: db.prepare("DELETE FROM collections WHERE cid = ?"),
      putMeta: db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"),
    };
    this.commitAll = db.transaction(() => this.#write());
  }

  // --- the journal (collection.mjs, catalog.mjs) ---

  nextRid() {
    return this.nextRidValue++;
  }

  /**
   * @param {Collection} collection
   * @param {Record} rec
   */
  put(collection, rec) {
    this.pending.set(rec.rid, { cid: collection.cid, rec });
  }

  /**
   * @param {Collection} collection
   * @param {Record} rec
   */
  remove(collection, rec) {
    if (collection.chunks) this.blobs.release(rec.doc);
    this.pending.set(rec.rid, null);
    this.reader.forget(rec.rid);
  }

  /**
   * @param {Collection} collection
   * @param {Doc} doc
   */
  keep(collection, doc) {
    return holdsChunks(collection.name) ? this.blobs.externalize(doc) : doc;
  }

  /**
   * @param {Doc} doc
   * @param {Doc} [next]
   */
  release(doc, next) {
    this.blobs.release(doc, next);
  }

  /** @param {Collection} collection */
  saveCollection(collection) {
    this.pendingCollections.set(collection.cid, collection);
  }

  /** @param {Collection} collection */
  dropCollection(collection) {
    this.pendingCollections.set(collection.cid, null);
  }

  /**
   * @param {string} key
   * @param {string} value
   */
  setMeta(key, value) {
    this.pendingMeta.set(key, value);
  }

  /**
   * @param {string} key
   * @returns {string | undefined}
   */
  meta(key) {
    return /** @type {string | undefined} */ (
      this.db.prepare("SELECT value FROM meta WHERE key = ?").pluck().get(key)
    );
  }

  get hasPending() {
    return this.pending.size > 0 || this.pendingCollections.size > 0 || this.pendingMeta.size > 0;
  }

  /**
   * Reads every collection and document into `catalog` (each row once), then builds the indexes.
   * A row that does not decode means a damaged file (set aside, DamagedStoreError).
   * @param {Catalog} catalog
   */
  loadInto(catalog) {
    try {
      const loaded = loadCatalog(this.db, catalog, this.blobs);
      this.nextRidValue = loaded.maxRid + 1;
      const removed = this.blobs.sweep();
      if (removed) this.log.info(`[store] Removed ${removed} stored files no document names.`);
      return loaded;
    } catch (error) {
      if (!isCorruption(error)) throw error;
      this.db.close();
      throw StoreFile.damaged(this.file, error, this.log);
    }
  }

  /** @param {string} dir */
  static exists(dir) {
    return existsSync(path.join(dir, STORE_FILE));
  }

  /**
   * Reads the file of `dir` into `catalog` without writing anything (an ephemeral store); the
   * connection stays open for the reads (`journal.reader`), until `journal.close()`.
   * @param {string} dir
   * @param {Catalog} catalog
   * @param {{ reader: DocumentReader, close(): void }} journal
   */
  static readInto(dir, catalog, journal) {
    const db = connect(path.join(dir, STORE_FILE), { readonly: true });
    try {
      const blobs = new BlobFiles(path.join(dir, BLOB_DIR));
      journal.reader = new DocumentReader(db, {
        fromStored: (doc) => blobs.fromStored(doc, { hold: false }),
      });
      journal.close = () => db.close();
      return loadCatalog(db, catalog, blobs);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Writes everything pending in one transaction. Throws when the disk refuses (see the top). */
  commit() {
    if (!this.hasPending) return;
    this.commitAll();
    // the versions written are the file's now: their records read them from there (or the cache)
    for (const [rid, entry] of this.pending) {
      if (!entry) continue;
      const { rec } = entry;
      if (rec.version) this.reader.remember(rid, rec.version, entry.bytes ?? 0, entry.chunks);
      rec.version = undefined;
    }
    this.blobs.afterCommit();
    this.pending.clear();
    this.pendingCollections.clear();
    this.pendingMeta.clear();
    this.state.commits++;
    this.state.lastCommitAt = new Date();
    this.unsynced = true;
    this.#syncSoon();
  }

  #write() {
    const { put, remove, putCollection, removeCollection, putMeta } = this.statements;
    for (const [cid, collection] of this.pendingCollections) {
      if (!collection) removeCollection.run(cid);
      else {
        const meta = serialize({
          options: collection.options ?? {},
          indexes: collection.indexSpecs(),
        });
        putCollection.run(cid, collection.database, collection.name, meta);
      }
    }
    for (const [rid, entry] of this.pending) {
      if (entry) {
        const bytes = serialize(storedForm(entry.rec.doc));
        entry.bytes = bytes.length;
        entry.chunks = entry.rec.collection.chunks;
        put.run(rid, entry.cid, bytes);
      } else remove.run(rid);
    }
    for (const [key, value] of this.pendingMeta) putMeta.run(key, value);
  }

  #syncSoon() {
    if (this.syncTimer) return;
    this.syncTimer = setTimeout(() => {
      this.syncTimer = null;
      this.sync().catch((/** @type {Error} */ error) => {
        this.state.lastError = error.message;
        this.log.error(`[store] Could not sync the store file: ${error.message}`);
      });
    }, SYNC_MS);
  }

  /** Resolves once every commit so far is on disk (fsync of the WAL, off the event loop). */
  async sync() {
    while (this.syncing) await this.syncing;
    if (!this.unsynced) return;
    this.unsynced = false;
    this.syncing = (async () => {
      const wal = `${this.file}-wal`;
      if (this.walFd === null && existsSync(wal)) this.walFd = openSync(wal, "r");
      if (this.walFd !== null) await fsyncAsync(this.walFd);
      this.state.syncedAt = new Date();
    })();
    try {
      await this.syncing;
    } catch (error) {
      this.unsynced = true;
      throw error;
    } finally {
      this.syncing = null;
    }
  }

  /**
   * After an erasure: moves the WAL's pages into the database file and truncates the WAL (deleted
   * rows are zeroed there: secure_delete), drops rows of dropped collections, and deletes damaged
   * copies set aside. Once it resolves, no file of the folder holds a deleted document.
   */
  async purge() {
    this.commit();
    this.db.prepare("DELETE FROM docs WHERE cid NOT IN (SELECT cid FROM collections)").run();
    // A reader of the file (npm run backup) holds the WAL: wait for it without blocking the
    // event loop (SQLite's own busy wait would stop every other command meanwhile).
    let result;
    this.db.pragma("busy_timeout = 0");
    try {
      for (let tries = 0; ; tries++) {
        [result] = /** @type {{ busy: number, checkpointed: number }[]} */ (
          this.db.pragma("wal_checkpoint(TRUNCATE)")
        );
        if (!result?.busy) break;
        if (tries >= PURGE_TRIES)
          throw new Error("the store file is being read (a backup?): try again");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      this.db.pragma("busy_timeout = 5000");
    }
    const dir = path.dirname(this.file);
    const removed = damagedCopies(dir);
    for (const name of removed) rmSync(path.join(dir, name), { force: true });
    this.state.syncedAt = new Date();
    this.unsynced = false;
    return { checkpointed: result?.checkpointed ?? 0, removedDamagedCopies: removed.length };
  }

  status() {
    return {
      file: this.file,
      commits: this.state.commits,
      lastCommitAt: this.state.lastCommitAt,
      syncedAt: this.state.syncedAt,
      ...(this.state.lastError ? { lastError: this.state.lastError } : {}),
    };
  }

  /** Commits what is pending and closes the file (SQLite checkpoints the WAL into it). */
  close() {
    clearTimeout(this.syncTimer ?? undefined);
    this.syncTimer = null;
    try {
      this.commit();
    } finally {
      if (this.walFd !== null) closeSync(this.walFd);
      this.walFd = null;
      this.reader.close();
      this.db.close();
    }
  }
}

/**
 * Every collection row, then every document row (in rid order) into `catalog`: each document is
 * decoded once for its `_id` and index keys and not kept; then the indexes are sorted.
 * @param {SqliteDatabase} db
 * @param {Catalog} catalog
 * @param {BlobFiles} blobs
 * @returns {Loaded}
 */
function loadCatalog(db, catalog, blobs) {
  /** @type {Map<number, { collection: Collection, chunks: boolean, names: Set<string> | null }>} */
  const collections = new Map();
  for (const [
    cid,
    database,
    name,
    meta,
  ] of /** @type {Iterable<[number, string, string, Buffer]>} */ (
    db.prepare("SELECT cid, db, name, meta FROM collections").raw().iterate()
  )) {
    const { options = {}, indexes = [] } =
      /** @type {{ options?: Doc, indexes?: import("../query/indexes.mjs").IndexSpec[] }} */ (
        deserialize(meta)
      );
    const collection = catalog.load(database, name, cid, options);
    collection.defineIndexes(indexes);
    const chunks = holdsChunks(name);
    // what the indexes and the _id map need; a chunk whole (its file is counted as named)
    const names = chunks ? null : fieldsOfIndexes([...collection.indexes.values()]);
    collections.set(cid, { collection, chunks, names });
  }
  let documents = 0;
  let maxRid = 0;
  for (const [id, cid, doc] of /** @type {Iterable<[number, number, Buffer]>} */ (
    db.prepare("SELECT id, cid, doc FROM docs ORDER BY id").raw().iterate()
  )) {
    maxRid = Math.max(maxRid, id);
    const entry = collections.get(cid);
    if (!entry) continue; // its collection was dropped: the rows go with the next purge
    const loaded = decodeFields(doc, entry.names);
    entry.collection.load(id, entry.chunks ? blobs.fromStored(loaded) : loaded);
    documents++;
  }
  for (const { collection } of collections.values()) collection.finishLoad();
  return { documents, collections: collections.size, maxRid };
}

// --- without a running server: npm run backup / restore, tests ---

/**
 * Every collection of `database` in the store file of `dir`, read directly (a running server's
 * file may be read: SQLite lets a reader see the last commit). Null when there is no store file.
 * @param {string} dir
 * @param {string} database
 * @returns {{ [name: string]: Doc[] } | null}
 */
export function readStoreCollections(dir, database) {
  const file = path.join(dir, STORE_FILE);
  if (!existsSync(file)) return null;
  const db = connect(file, { readonly: true });
  try {
    const names = new Map(
      /** @type {[number, string][]} */ (
        db
          .prepare("SELECT cid, name FROM collections WHERE db = ? ORDER BY name")
          .raw()
          .all(database)
      ),
    );
    /** @type {{ [name: string]: Doc[] }} */
    const collections = Object.fromEntries([...names.values()].map((name) => [name, []]));
    const blobs = new BlobFiles(path.join(dir, BLOB_DIR));
    for (const [cid, doc] of /** @type {Iterable<[number, Buffer]>} */ (
      db.prepare("SELECT cid, doc FROM docs ORDER BY id").raw().iterate()
    )) {
      const name = names.get(cid);
      if (name === undefined) continue;
      const loaded = deserialize(doc);
      collections[name]?.push(holdsChunks(name) ? withBytes(blobs.fromStored(loaded)) : loaded);
    }
    return collections;
  } finally {
    db.close();
  }
}

/**
 * A chunk with its bytes read back from their file.
 * @param {Doc} doc
 */
const withBytes = (doc) =>
  doc.data instanceof BlobRef ? { ...doc, data: doc.data.toBSON() } : doc;

/**
 * Replaces everything `database` holds in the store file of `dir` by `collections` (a restore),
 * in one transaction, with no copy of the old documents left in the file (images no longer
 * named go at the server's next start). No server may be running on it (the caller holds the
 * data directory's lock).
 * @param {string} dir
 * @param {string} database
 * @param {{ [name: string]: Doc[] }} collections
 */
export function replaceStoreCollections(dir, database, collections) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = connect(path.join(dir, STORE_FILE));
  try {
    db.transaction(() => {
      const old = db.prepare("SELECT cid FROM collections WHERE db = ?").pluck().all(database);
      for (const cid of old) {
        db.prepare("DELETE FROM docs WHERE cid = ?").run(cid);
        db.prepare("DELETE FROM collections WHERE cid = ?").run(cid);
      }
      const maxCid = /** @type {number | null} */ (
        db.prepare("SELECT max(cid) FROM collections").pluck().get()
      );
      let cid = (maxCid ?? 0) + 1;
      const insertDoc = db.prepare("INSERT INTO docs (cid, doc) VALUES (?, ?)");
      const insertCollection = db.prepare(
        "INSERT INTO collections (cid, db, name, meta) VALUES (?, ?, ?, ?)",
      );
      const blobs = new BlobFiles(path.join(dir, BLOB_DIR));
      for (const [name, docs] of Object.entries(collections)) {
        insertCollection.run(cid, database, name, serialize({ options: {}, indexes: [] }));
        for (const doc of docs) {
          const kept = holdsChunks(name) ? storedForm(blobs.externalize(doc)) : doc;
          insertDoc.run(cid, serialize(kept));
        }
        cid++;
      }
      if (db.prepare("SELECT value FROM meta WHERE key = 'format'").pluck().get() === undefined)
        db.prepare("INSERT INTO meta VALUES ('format', ?)").run(FORMAT);
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}
