/**
 * Documents read from the store file when a command needs them: memory keeps each collection's
 * `_id` map and index entries (record numbers), not the documents.
 *
 * A record (`Record`) is its row number `rid` and, until the commit that writes it, its pending
 * version (`version`): a read in the same turn as a write sees that version, later reads the
 * file's row. Rows read are decoded and kept in a cache bounded by their bytes (least recently
 * used first out), so the pages the admin opens again and again cost no decoding.
 *
 * Everything here is synchronous (better-sqlite3): nothing is awaited inside a command.
 */
import { decodeFields } from "./bson-fields.mjs";
import { deserialize } from "../wire/wire.mjs";

/** @import { Doc } from "../wire/wire.mjs" */

/**
 * The cache of decoded documents, by the size of their rows: a decoded document takes 1.3 to 2.6
 * times its row's bytes on the heap (an email, a contact message), so 16 MB of rows is 20 to
 * 40 MB of memory, and holds some 28,000 messages: far more than the pages an owner reopens.
 */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Rows read per statement when a scan walks a collection. */
const SCAN_BATCH = 256;

export class Record {
  /**
   * @param {number} rid
   * @param {string} idKey the collection's key of the document's `_id`
   * @param {{ readDoc(rid: number): Doc, chunks: boolean }} collection where `doc` is read from
   * @param {Doc} [version] the pending version, until its commit
   */
  constructor(rid, idKey, collection, version) {
    this.rid = rid;
    this.idKey = idKey;
    this.collection = collection;
    this.version = version;
  }

  /**
   * The document: the pending version, else the cache's, else the file's row.
   * @returns {Doc}
   */
  get doc() {
    return this.version ?? this.collection.readDoc(this.rid);
  }
}

/** Reads rows by rid through a cache of decoded documents; counts rows read (tests). */
export class DocumentReader {
  /**
   * @param {import("better-sqlite3").Database | null} db
   * @param {{ cacheBytes?: number, fromStored?: (doc: Doc) => Doc }} [options]
   */
  constructor(db, { cacheBytes = cacheBytesFromEnv(), fromStored = (doc) => doc } = {}) {
    this.db = db;
    this.cacheBytes = cacheBytes;
    this.fromStored = fromStored;
    /** @type {Map<number, { doc: Doc, bytes: number, chunks: boolean }>} in use order */
    this.cache = new Map();
    this.cachedBytes = 0;
    /** rows decoded from the file so far (a test's way to see what a query cost) */
    this.rowsRead = 0;
    this.one = db?.prepare("SELECT doc FROM docs WHERE id = ?").pluck();
    this.many = db?.prepare(
      "SELECT id, doc FROM docs WHERE id IN (SELECT value FROM json_each(?))",
    );
  }

  /**
   * The document of row `rid` (`chunks`: a GridFS chunk, whose bytes are a file).
   * @param {number} rid
   * @param {boolean} chunks
   */
  read(rid, chunks) {
    const hit = this.cache.get(rid);
    if (hit) {
      this.cache.delete(rid);
      this.cache.set(rid, hit);
      return hit.doc;
    }
    const row = /** @type {Buffer | undefined} */ (this.one?.get(rid));
    if (!row) throw new Error(`[store] Row ${rid} is missing from the store file`);
    const doc = this.#decode(row, chunks);
    this.remember(rid, doc, row.length, chunks);
    return doc;
  }

  /**
   * @param {Buffer} row
   * @param {boolean} chunks
   * @param {Set<string> | null} [names]
   */
  #decode(row, chunks, names = null) {
    this.rowsRead++;
    const doc = names ? decodeFields(row, names) : deserialize(row);
    return chunks ? this.fromStored(doc) : doc;
  }

  /**
   * Keeps a decoded document (of `bytes` in the file), dropping the least recently used.
   * @param {number} rid
   * @param {Doc} doc
   * @param {number} bytes
   */
  remember(rid, doc, bytes, chunks = false) {
    if (bytes > this.cacheBytes / 4) return;
    const old = this.cache.get(rid);
    if (old) {
      this.cachedBytes -= old.bytes;
      this.cache.delete(rid);
    }
    this.cache.set(rid, { doc, bytes, chunks });
    this.cachedBytes += bytes;
    for (const [oldest, entry] of this.cache) {
      if (this.cachedBytes <= this.cacheBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= entry.bytes;
    }
  }

  /** @param {number} rid */
  forget(rid) {
    const old = this.cache.get(rid);
    if (!old) return;
    this.cache.delete(rid);
    this.cachedBytes -= old.bytes;
  }

  /**
   * Each record of `recs` (in their order) with its document, reading the rows not in memory
   * a batch at a time: a scan that leaves the cache as it was. The third value is the row's size
   * when it was read from the file (0 otherwise), for `remember` of the matches. `names`: decode
   * only these top-level fields of the rows read (an index being built); such a document is
   * never kept.
   * @param {Iterable<Record>} recs
   * @param {boolean} chunks
   * @param {Set<string> | null} [names]
   * @returns {Generator<[Record, Doc, number]>}
   */
  *withDocs(recs, chunks, names = null) {
    /** @type {Record[]} */
    let batch = [];
    /**
     * @param {DocumentReader} reader
     * @returns {Generator<[Record, Doc, number]>}
     */
    const flush = function* (reader) {
      /** @type {number[]} */
      const missing = [];
      for (const rec of batch)
        if (!rec.version && !reader.cache.has(rec.rid)) missing.push(rec.rid);
      /** @type {Map<number, [Doc, number]>} */
      const rows = new Map();
      if (missing.length > 0 && reader.many)
        for (const { id, doc } of /** @type {{ id: number, doc: Buffer }[]} */ (
          reader.many.all(JSON.stringify(missing))
        ))
          rows.set(id, [reader.#decode(doc, chunks, names), doc.length]);
      for (const rec of batch) {
        const row = rows.get(rec.rid);
        yield row ? [rec, row[0], row[1]] : [rec, rec.doc, 0];
      }
      batch = [];
    };
    for (const rec of recs) {
      batch.push(rec);
      if (batch.length >= SCAN_BATCH) yield* flush(this);
    }
    yield* flush(this);
  }

  close() {
    this.cache.clear();
    this.cachedBytes = 0;
  }
}

function cacheBytesFromEnv() {
  const mb = Number(process.env.STORE_CACHE_MB);
  return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_BYTES;
}
