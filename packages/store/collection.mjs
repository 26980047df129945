/**
 * One collection: its records in a Map by `_id` (as `idKeyOf` keys it) and its indexes
 * (indexes.mjs), changed only here, so that a document and its index entries always agree and a
 * unique index is checked before anything changes.
 *
 * A record (documents.mjs) is the document's row in the store file (`rid`, given once at insert)
 * and its pending version until the commit that writes it; `rec.doc` reads the row otherwise.
 * A document is replaced, never changed in place, by an update. Every change is handed to the
 * journal (the store file's next commit, or nothing in an ephemeral store).
 */
import { ObjectId } from "bson";
import {
  compareValues,
  idFirst,
  idKeyOf,
  isPlainObject,
  RankBound,
  rankOf,
} from "./query/bson-values.mjs";
import { CODES, StoreError } from "./errors.mjs";
import { holdsChunks } from "./storage/blob-files.mjs";
import { fieldsOfIndexes } from "./storage/bson-fields.mjs";
import { Record } from "./storage/documents.mjs";
import { defaultIndexName, Index } from "./query/indexes.mjs";

/**
 * @import { DocumentReader } from "./storage/documents.mjs"
 * @import { IndexSpec, Key } from "./query/indexes.mjs"
 * @import { Doc } from "./wire/wire.mjs"
 */
/**
 * Where the collection's changes go.
 * @typedef {{
 *   nextRid(): number,
 *   reader: DocumentReader,
 *   put(collection: Collection, rec: Record): void,
 *   remove(collection: Collection, rec: Record): void,
 *   saveCollection(collection: Collection): void,
 *   keep?(collection: Collection, doc: Doc): Doc,
 *   release?(doc: Doc, next?: Doc): void,
 * }} Journal
 * `keep` turns a document into the form the collection holds (a GridFS chunk's bytes go to a
 * file: blob-files.mjs) and `release` says a document of that form went.
 */

/** @type {IndexSpec} */
const ID_INDEX = { v: 2, key: { _id: 1 }, name: "_id_" };
/** The index options that make two indexes of the same key different. */
const DEFINING_OPTIONS = ["unique", "sparse", "partialFilterExpression", "expireAfterSeconds"];

export class Collection {
  /** @param {{ database: string, name: string, cid: number, journal: Journal, options?: Doc }} init */
  constructor({ database, name, cid, journal, options = {} }) {
    this.database = database;
    this.name = name;
    this.cid = cid;
    this.journal = journal;
    this.options = options;
    /** a GridFS chunks collection: its documents' bytes are files (blob-files.mjs) */
    this.chunks = holdsChunks(name);
    /** @type {Map<string, Record>} in rid order (inserts take ever larger rids) */
    this.records = new Map();
    /** @type {Map<string, Index>} */
    this.indexes = new Map([[ID_INDEX.name, new Index(ID_INDEX)]]);
  }

  /**
   * A document's row, when it is not pending (documents.mjs).
   * @param {number} rid
   */
  readDoc(rid) {
    return this.journal.reader.read(rid, this.chunks);
  }

  /**
   * Every record with its document, in rid order, read a batch of rows at a time.
   * @param {Iterable<Record>} [recs]
   */
  withDocs(recs = this.records.values()) {
    return this.journal.reader.withDocs(recs, this.chunks);
  }

  /**
   * Keeps a document a scan read and matched (its row had `bytes`) for the command's next read.
   * @param {Record} rec
   * @param {Doc} doc
   * @param {number} bytes
   */
  keepRead(rec, doc, bytes) {
    if (bytes > 0 && !rec.version) this.journal.reader.remember(rec.rid, doc, bytes, this.chunks);
  }

  get namespace() {
    return `${this.database}.${this.name}`;
  }

  /**
   * Inserts a document (given an ObjectId `_id` when it has none); throws E11000 on a duplicate.
   * @param {unknown} input
   */
  insert(input) {
    if (!isPlainObject(input)) throw new StoreError(CODES.BadValue, "document must be an object");
    const doc = idFirst("_id" in input ? input : { _id: new ObjectId(), ...input });
    if (Array.isArray(doc._id) || doc._id === undefined)
      throw new StoreError(CODES.BadValue, "The '_id' value cannot be of type array");
    const existing = this.records.get(idKeyOf(doc._id));
    if (existing) throw this.#idIndex().duplicateError(this.namespace, [doc._id]);
    /** @type {Map<Index, Key[]>} */
    const keys = new Map();
    for (const index of this.indexes.values()) {
      const indexKeys = index.keysOf(doc);
      if (index.unique) {
        const duplicate = index.duplicateOf(indexKeys, null);
        if (duplicate) throw index.duplicateError(this.namespace, duplicate.key);
      }
      keys.set(index, indexKeys);
    }
    const idKey = idKeyOf(doc._id);
    const kept = this.journal.keep?.(this, doc) ?? doc;
    const rec = new Record(this.journal.nextRid(), idKey, this, kept);
    this.records.set(idKey, rec);
    for (const [index, indexKeys] of keys) index.add(rec, indexKeys);
    this.journal.put(this, rec);
    return rec;
  }

  /** The `_id_` index, which every collection has. */
  #idIndex() {
    return /** @type {Index} */ (this.indexes.get(ID_INDEX.name));
  }

  /**
   * Replaces a record's document by `input` (same `_id`); throws E11000 before changing anything.
   * @param {Record} rec
   * @param {Doc} input
   */
  replace(rec, input) {
    /** @type {[Index, Key[], Key[]][]} */
    const changes = [];
    const old = rec.doc;
    for (const index of this.indexes.values()) {
      const before = index.keysOf(old);
      const after = index.keysOf(input);
      const same =
        before.length === after.length &&
        before.every((key, i) => index.compareKeys(key, /** @type {Key} */ (after[i])) === 0);
      if (same) continue;
      if (index.unique) {
        const duplicate = index.duplicateOf(after, rec);
        if (duplicate) throw index.duplicateError(this.namespace, duplicate.key);
      }
      changes.push([index, before, after]);
    }
    const next = this.journal.keep?.(this, input) ?? input;
    for (const [index, before] of changes) index.remove(rec, before);
    this.journal.release?.(old, next);
    rec.version = next;
    for (const [index, , after] of changes) index.add(rec, after);
    this.journal.put(this, rec);
  }

  /** @param {Record} rec */
  remove(rec) {
    const doc = rec.doc;
    for (const index of this.indexes.values()) index.remove(rec, index.keysOf(doc));
    this.records.delete(rec.idKey);
    this.journal.remove(this, rec);
  }

  /**
   * Restores the saved index definitions (at start, before the documents).
   * @param {IndexSpec[]} specs
   */
  defineIndexes(specs) {
    for (const spec of specs)
      if (spec.name !== ID_INDEX.name) this.indexes.set(spec.name, new Index(spec));
  }

  /**
   * A record read from the store file at start: its `_id` and index keys are kept, the document
   * is not. `finishLoad` follows the last one.
   * @param {number} rid
   * @param {Doc} doc
   */
  load(rid, doc) {
    const idKey = idKeyOf(doc._id);
    const rec = new Record(rid, idKey, this);
    this.records.set(idKey, rec);
    for (const index of this.indexes.values()) index.collect(rec, doc);
  }

  /** Sorts the indexes filled by `load` (one sort each). */
  finishLoad() {
    for (const index of this.indexes.values()) index.finish(this.namespace);
  }

  indexSpecs() {
    return [...this.indexes.values()].map((index) => index.spec);
  }

  /**
   * Creates the indexes of one `createIndexes` command, those that do not exist yet, reading the
   * documents once for all of them (a restored or moved collection gets every index in one
   * pass). Refuses a name or a key used by a different index, and a unique index over duplicates
   * (E11000), as mongod does; when one is refused, none is created.
   * @param {(Doc | undefined)[]} requested
   * @returns {number} how many were created
   */
  createIndexes(requested) {
    /** @type {Index[]} */
    const created = [];
    for (const one of requested) {
      const spec = this.#indexSpec(one);
      const known = [...this.indexes.values(), ...created];
      if (!this.#isNew(spec, known)) continue;
      created.push(new Index(spec));
    }
    if (created.length === 0) return 0;
    const names = this.chunks ? null : fieldsOfIndexes(created);
    for (const [rec, doc] of this.journal.reader.withDocs(this.records.values(), false, names))
      for (const index of created) index.collect(rec, doc);
    for (const index of created) index.finish(this.namespace);
    for (const index of created) this.indexes.set(index.name, index);
    this.journal.saveCollection(this);
    return created.length;
  }

  /**
   * A requested index as it is kept: its key, name and the options that define it.
   * @param {Doc | undefined} requested
   * @returns {IndexSpec}
   */
  #indexSpec(requested) {
    const { key } = requested ?? {};
    if (!requested || !isPlainObject(key) || Object.keys(key).length === 0)
      throw new StoreError(CODES.BadValue, "Index key pattern must be a non-empty object");
    const name = /** @type {string} */ (requested.name ?? defaultIndexName(key));
    /** @type {IndexSpec} */
    const spec = { v: 2, key, name };
    for (const option of [...DEFINING_OPTIONS, "collation", "weights", "default_language"])
      if (requested[option] !== undefined) spec[option] = requested[option];
    if (spec.unique === false) delete spec.unique;
    if (spec.sparse === false) delete spec.sparse;
    return spec;
  }

  /**
   * False when the same index exists among `known`; throws when its name or key is taken by a
   * different one.
   * @param {IndexSpec} spec
   * @param {Index[]} known
   */
  #isNew(spec, known) {
    /** @param {Index} index */
    const sameKey = (index) => compareValues(index.spec.key, spec.key) === 0;
    /** @param {Index} index */
    const sameOptions = (index) =>
      DEFINING_OPTIONS.every((option) => compareValues(index.spec[option], spec[option]) === 0);
    const named = known.find((index) => index.name === spec.name);
    if (named) {
      if (sameKey(named) && sameOptions(named)) return false;
      throw new StoreError(
        sameKey(named) ? CODES.IndexOptionsConflict : CODES.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(named.spec)}`,
      );
    }
    for (const index of known) {
      if (sameKey(index) && sameOptions(index)) {
        throw new StoreError(
          CODES.IndexOptionsConflict,
          `Index already exists with a different name: ${index.name}`,
        );
      }
    }
    return true;
  }

  /**
   * Drops one index by name or key; `*` drops all but `_id_`.
   * @param {unknown} which
   */
  dropIndex(which) {
    if (which === "*") {
      for (const name of this.indexes.keys()) if (name !== ID_INDEX.name) this.indexes.delete(name);
      this.journal.saveCollection(this);
      return;
    }
    const index = isPlainObject(which)
      ? [...this.indexes.values()].find((i) => compareValues(i.spec.key, which) === 0)
      : this.indexes.get(/** @type {string} */ (which));
    if (!index) {
      throw new StoreError(
        CODES.IndexNotFound,
        `index not found with name [${isPlainObject(which) ? JSON.stringify(which) : which}]`,
      );
    }
    if (index.name === ID_INDEX.name)
      throw new StoreError(CODES.InvalidOptions, "cannot drop _id index");
    this.indexes.delete(index.name);
    this.journal.saveCollection(this);
  }

  /** Deletes the documents a TTL index says have expired; returns how many. */
  expire(now = Date.now()) {
    let expired = 0;
    for (const index of this.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== "number" || index.fields.length !== 1) continue;
      const dateRank = rankOf(new Date(0));
      const due = new Set(
        index.scan([], {
          low: new RankBound(dateRank, -1),
          lowInclusive: true,
          high: new Date(now - seconds * 1000),
          highInclusive: true,
        }),
      );
      for (const rec of due) {
        if (this.records.get(rec.idKey) !== rec) continue;
        this.remove(rec);
        expired++;
      }
    }
    return expired;
  }
}
