/**
 * One index of a collection, in memory: every document's key(s) in sorted order, so that an
 * equality or a range on its leading fields, and a sort by them, cost about what they return.
 *
 * An entry is a key (the values of the index's fields; a document with an array in an indexed
 * field has one entry per element: multikey) and the collection's record (`{ rid, ... }`).
 * Entries are ordered by key (each field in its direction, MongoDB's order of values) and then
 * by `rid`, so that every entry has one exact place: inserting, removing and finding a duplicate
 * are binary searches, and an insert costs one splice of each column (a push at the end).
 *
 * The entries are columns, not objects (issue 41: 100,000 messages with ten search words each
 * are a million entries): `columns[f][i]` is field f's value in entry i and `recs[i]` its
 * record; a value equal to its neighbour's (same type) is that same string, Date or ObjectId, so
 * a word or a status repeated by thousands of entries is held once. The interface speaks of
 * keys as arrays of the fields' values (`keysOf`, `span`, `duplicateOf`).
 *
 * `unique` refuses a second document with an equal key (missing fields count as null, as in
 * MongoDB); `sparse` leaves out documents without any of the fields; `partialFilterExpression`
 * (a mingo Query) leaves out the documents it does not match.
 */
import { Query } from "mingo";
import { ObjectId } from "bson";
import {
  compareValues,
  formatValue,
  idKeyOf,
  isPlainObject,
  valuesAtParts,
} from "./bson-values.mjs";
import { CODES, StoreError } from "../errors.mjs";

/**
 * @import { Record } from "../storage/documents.mjs"
 * @import { Doc } from "../wire/wire.mjs"
 * @import { Range } from "./plan-atoms.mjs"
 */
/** @typedef {unknown[]} Key the values of an index's fields, in their order */
/**
 * @typedef {{
 *   key: Doc,
 *   name: string,
 *   unique?: boolean,
 *   sparse?: boolean,
 *   partialFilterExpression?: Doc,
 *   expireAfterSeconds?: number,
 *   [option: string]: unknown,
 * }} IndexSpec
 */

/**
 * How a column holds its values. Until its first value, `unset`; while every value is a Date,
 * `date`: the milliseconds (an array of numbers is 8 bytes an entry, a Date about 100); while
 * every value is an ObjectId, `objectId`: its key string (idKeyOf: "o" and its 12 bytes, 28 bytes
 * an entry against an ObjectId's 56; the `_id` index shares the record's own); else `any`, the
 * values themselves. A column gives up its form at its first other value.
 * @typedef {"unset" | "date" | "objectId" | "any"} ColumnForm
 */

/** How many keys one document may give an index (the product of its arrays' lengths). */
const MAX_KEYS_PER_DOCUMENT = 10_000;

/**
 * The name MongoDB gives an index without one: `a_1_b_-1`.
 * @param {Doc} key
 */
export const defaultIndexName = (key) =>
  Object.entries(key)
    .map(([field, dir]) => `${field}_${dir}`)
    .join("_");

/**
 * Whether `value` has a value (null included) at `parts[i...]`, through arrays as MongoDB does.
 * @param {unknown} value
 * @param {string[]} parts
 * @param {number} i
 * @returns {boolean}
 */
function hasField(value, parts, i) {
  if (i === parts.length) return value !== undefined;
  const part = /** @type {string} */ (parts[i]);
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && hasField(value[Number(part)], parts, i + 1)) return true;
    return value.some((element) => isPlainObject(element) && hasField(element, parts, i));
  }
  return isPlainObject(value) && hasField(value[part], parts, i + 1);
}

/**
 * The values without repeats (an array field's elements), in their order when they are few.
 * @param {unknown[]} values
 */
function distinctValues(values) {
  if (values.length < 2) return values;
  if (values.length <= 8)
    return values.filter(
      (value, i) => values.findIndex((other) => compareValues(other, value) === 0) === i,
    );
  const sorted = [...values].sort(compareValues);
  return sorted.filter((value, i) => i === 0 || compareValues(sorted[i - 1], value) !== 0);
}

/**
 * `value` itself, or `other` when it is the same value of the same type (a string, a Date, an
 * ObjectId): the neighbour's copy, so that repeated keys share one.
 * @param {unknown} value
 * @param {unknown} other
 */
function shared(value, other) {
  if (typeof value === "string") return value === other ? other : value;
  if (value instanceof Date)
    return other instanceof Date && other.getTime() === value.getTime() ? other : value;
  if (isObjectId(value) && isObjectId(other)) return value.equals(other) ? other : value;
  return value;
}

/**
 * @param {unknown} value
 * @returns {value is ObjectId}
 */
const isObjectId = (value) =>
  /** @type {{ _bsontype?: string } | null | undefined} */ (value)?._bsontype === "ObjectId";

/**
 * A value as a column of `form` holds it, back as itself: a Date from its milliseconds, an
 * ObjectId from its key ("o" and its 12 bytes).
 * @param {ColumnForm} form
 * @param {unknown} stored
 */
function fromForm(form, stored) {
  if (form === "date") return new Date(/** @type {number} */ (stored));
  if (form === "objectId")
    return new ObjectId(Buffer.from(/** @type {string} */ (stored).slice(1), "latin1"));
  return stored;
}

export class Index {
  /** @param {IndexSpec} spec */
  constructor(spec) {
    this.spec = spec;
    this.name = spec.name;
    this.fields = Object.entries(spec.key).map(([path, dir]) => ({
      path,
      parts: path.split("."),
      dir: /** @type {1 | -1} */ (Number(dir) === -1 ? -1 : 1),
      // text, hashed, 2dsphere ...: kept and listed, never used to answer a query
      special: typeof dir === "string" && !/^-?1$/.test(dir),
    }));
    this.unique = Boolean(spec.unique);
    this.sparse = Boolean(spec.sparse);
    this.partial = spec.partialFilterExpression
      ? new Query(spec.partialFilterExpression, { scriptEnabled: false })
      : null;
    this.usableForQueries = !this.fields.some((field) => field.special);
    /** @type {unknown[][]} `columns[f][i]`: the value of field f in entry i */
    this.columns = this.fields.map(() => []);
    /** @type {ColumnForm[]} `forms[f]`: how column f holds its values */
    this.forms = this.fields.map(() => /** @type {ColumnForm} */ ("unset"));
    /** the `_id` index: its ObjectIds are the records' own keys */
    this.byId = this.fields.length === 1 && this.fields[0]?.path === "_id";
    /** @type {Record[]} `recs[i]`: the record of entry i */
    this.recs = [];
    /** true once a document gave more than one key: such an index cannot answer a sort */
    this.multikey = false;
  }

  /** How many entries it holds. */
  get size() {
    return this.recs.length;
  }

  /**
   * The keys `doc` gives this index: none when it is left out (sparse, partial).
   * @param {Doc} doc
   * @returns {Key[]}
   */
  keysOf(doc) {
    if (this.partial && !this.partial.test(doc)) return [];
    // sparse leaves out a document that has none of the fields; `[]` is there (key undefined)
    if (this.sparse && this.fields.every((field) => !hasField(doc, field.parts, 0))) return [];
    const perField = this.fields.map((field) => valuesAtParts(doc, field.parts));
    /** @type {Key[]} */
    let keys = [[]];
    for (const values of perField) {
      const distinct = distinctValues(values);
      keys = keys.flatMap((key) => distinct.map((value) => [...key, value]));
      if (keys.length > MAX_KEYS_PER_DOCUMENT) {
        throw new StoreError(CODES.BadValue, `Too many index keys for index ${this.name}`);
      }
    }
    if (keys.length > 1) this.multikey = true;
    return keys;
  }

  /**
   * @param {Key} a
   * @param {Key} b
   */
  compareKeys(a, b) {
    for (let i = 0; i < this.fields.length; i++) {
      const order = compareValues(a[i], b[i]);
      if (order) return order * this.#dir(i);
    }
    return 0;
  }

  /**
   * Field f's direction (1 or -1).
   * @param {number} f
   */
  #dir(f) {
    return /** @type {{ dir: 1 | -1 }} */ (this.fields[f]).dir;
  }

  /**
   * Field f's column.
   * @param {number} f
   */
  #column(f) {
    return /** @type {unknown[]} */ (this.columns[f]);
  }

  /**
   * How column f holds its values.
   * @param {number} f
   */
  #form(f) {
    return /** @type {ColumnForm} */ (this.forms[f]);
  }

  /**
   * Field f's value in entry `at`.
   * @param {number} f
   * @param {number} at
   */
  #valueAt(f, at) {
    return fromForm(this.#form(f), this.#column(f)[at]);
  }

  /**
   * Field f's value in entry `at` compared with `value` (no Date or ObjectId made for one of the
   * column's own form).
   * @param {number} f
   * @param {number} at
   * @param {unknown} value
   */
  #compareValueAt(f, at, value) {
    const form = this.#form(f);
    if (form === "date" && value instanceof Date) {
      const ms = /** @type {number} */ (this.#column(f)[at]);
      const other = value.getTime();
      return ms < other ? -1 : ms > other ? 1 : 0;
    }
    if (form === "objectId" && isObjectId(value)) {
      const key = /** @type {string} */ (this.#column(f)[at]);
      const other = idKeyOf(value);
      return key < other ? -1 : key > other ? 1 : 0;
    }
    return compareValues(this.#valueAt(f, at), value);
  }

  /**
   * `value` in the form column f holds (ColumnForm); a value of another kind turns the column into
   * plain values first.
   * @param {number} f
   * @param {unknown} value
   * @param {Record} [rec] whose entry it is: an `_id` index takes its key
   */
  #stored(f, value, rec) {
    const was = this.#form(f);
    const form =
      was !== "unset"
        ? was
        : value instanceof Date
          ? "date"
          : isObjectId(value)
            ? "objectId"
            : "any";
    this.forms[f] = form;
    if (form === "date" && value instanceof Date) return value.getTime();
    if (form === "objectId" && isObjectId(value))
      return this.byId && rec ? rec.idKey : idKeyOf(value);
    if (form !== "any") {
      this.columns[f] = this.#column(f).map((stored) => fromForm(form, stored));
      this.forms[f] = "any";
    }
    return value;
  }

  /**
   * The key of entry `at`, as an array of the fields' values.
   * @param {number} at
   * @returns {Key}
   */
  keyAt(at) {
    return this.fields.map((_, f) => this.#valueAt(f, at));
  }

  /**
   * The record of entry `at` (there is one).
   * @param {number} at
   */
  #recAt(at) {
    return /** @type {Record} */ (this.recs[at]);
  }

  /**
   * Entry `at`'s key compared with `key` (an array).
   * @param {number} at
   * @param {Key} key
   */
  #compareAt(at, key) {
    const { fields } = this;
    for (let f = 0; f < fields.length; f++) {
      const order = this.#compareValueAt(f, at, key[f]);
      if (order) return order * this.#dir(f);
    }
    return 0;
  }

  /**
   * The first position whose entry is not before `(key, rid)`.
   * @param {Key} key
   * @param {number} rid
   */
  #lowerBound(key, rid) {
    let low = 0;
    let high = this.recs.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.#compareAt(mid, key) || this.#recAt(mid).rid - rid) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * @param {Record} rec
   * @param {Key[]} [keys]
   */
  add(rec, keys = this.keysOf(rec.doc)) {
    const { recs } = this;
    for (const key of keys) {
      const at = this.#lowerBound(key, rec.rid);
      const end = at === recs.length;
      for (let f = 0; f < this.columns.length; f++) {
        const stored = this.#stored(f, key[f], rec);
        const column = this.#column(f);
        let value = at > 0 ? shared(stored, column[at - 1]) : stored;
        if (!end && value === stored) value = shared(stored, column[at]);
        if (end) column.push(value);
        else column.splice(at, 0, value);
      }
      if (end) recs.push(rec);
      else recs.splice(at, 0, rec);
    }
  }

  /**
   * @param {Record} rec
   * @param {Key[]} [keys]
   */
  remove(rec, keys = this.keysOf(rec.doc)) {
    for (const key of keys) {
      const at = this.#lowerBound(key, rec.rid);
      if (this.recs[at] !== rec) continue;
      for (const column of this.columns) column.splice(at, 1);
      this.recs.splice(at, 1);
    }
  }

  /**
   * Whether the record of row `rid` has the entry `key` (a binary search: entries sort by key, then rid).
   * @param {Key} key
   * @param {number} rid
   */
  holds(key, rid) {
    const at = this.#lowerBound(key, rid);
    return at < this.recs.length && this.#recAt(at).rid === rid && this.#compareAt(at, key) === 0;
  }

  /**
   * The first key of `keys` some other record than `self` holds already, with that record.
   * @param {Key[]} keys
   * @param {Record | null} self
   * @returns {{ key: Key, rec: Record } | null}
   */
  duplicateOf(keys, self) {
    for (const key of keys) {
      for (let at = this.#lowerBound(key, -Infinity); at < this.recs.length; at++) {
        if (this.#compareAt(at, key) !== 0) break;
        if (this.recs[at] !== self) return { key, rec: this.#recAt(at) };
      }
    }
    return null;
  }

  /**
   * Adds a record's keys unsorted, while the index is filled from scratch (then `finish`); a
   * Date is its milliseconds at once, so that the Dates decoded die young.
   * @param {Record} rec
   * @param {Doc} doc
   */
  collect(rec, doc) {
    const { columns, recs } = this;
    const [first] = this.fields;
    if (first && columns.length === 1 && !this.partial && !this.sparse) {
      // keysOf's keys for one field, without an array per key (a start makes millions)
      const values = distinctValues(valuesAtParts(doc, first.parts));
      if (values.length > MAX_KEYS_PER_DOCUMENT)
        throw new StoreError(CODES.BadValue, `Too many index keys for index ${this.name}`);
      if (values.length > 1) this.multikey = true;
      for (const value of values) {
        const stored = this.#stored(0, value, rec);
        this.#column(0).push(stored);
        recs.push(rec);
      }
      return;
    }
    for (const key of this.keysOf(doc)) {
      for (let f = 0; f < columns.length; f++) {
        const stored = this.#stored(f, key[f], rec);
        this.#column(f).push(stored);
      }
      recs.push(rec);
    }
  }

  /**
   * Sorts what `collect` added to the empty index (a new index, a start): one sort, duplicates
   * refused.
   * @param {string} namespace
   */
  finish(namespace) {
    const { columns, fields, recs } = this;
    const n = recs.length;
    /**
     * @param {number} f
     * @param {number} i
     * @param {number} j
     */
    const compareField = (f, i, j) => {
      const column = this.#column(f);
      if (this.forms[f] === "date" || this.forms[f] === "objectId") {
        const a = /** @type {number | string} */ (column[i]);
        const b = /** @type {number | string} */ (column[j]);
        return a < b ? -1 : a > b ? 1 : 0;
      }
      return compareValues(column[i], column[j]);
    };
    /**
     * @param {number} i
     * @param {number} j
     */
    const compareAll = (i, j) => {
      for (let f = 0; f < fields.length; f++) {
        const order = compareField(f, i, j);
        if (order) return order * this.#dir(f);
      }
      return 0;
    };
    // most indexes have one field: its column and direction looked up once, not per comparison
    const only = fields.length === 1 ? this.#column(0) : null;
    const dir = only ? this.#dir(0) : 1;
    /** @type {(i: number, j: number) => number} */
    const compareOnly =
      this.forms[0] === "date" || this.forms[0] === "objectId"
        ? (i, j) => {
            const a = /** @type {number | string} */ (/** @type {unknown[]} */ (only)[i]);
            const b = /** @type {number | string} */ (/** @type {unknown[]} */ (only)[j]);
            return (a < b ? -1 : a > b ? 1 : 0) * dir;
          }
        : (i, j) =>
            compareValues(/** @type {unknown[]} */ (only)[i], /** @type {unknown[]} */ (only)[j]) *
            dir;
    const compare = only ? compareOnly : compareAll;
    // A plain array, not a Uint32Array: V8 sorts it with TimSort, which takes runs already in
    // order as they are (rows are read in insertion order, so the `_id`s and creation dates of a
    // collection mostly are); a typed array's sort is a merge sort that compares everything.
    /** @type {number[]} */
    const order = new Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((i, j) => compare(i, j) || this.#recAt(i).rid - this.#recAt(j).rid);
    /** @param {number} k */
    const entryAt = (k) => /** @type {number} */ (order[k]);
    if (this.unique) {
      for (let k = 1; k < n; k++) {
        if (compare(entryAt(k - 1), entryAt(k)) === 0)
          throw this.duplicateError(namespace, this.keyAt(entryAt(k)));
      }
    }
    this.columns = columns.map((column, f) => {
      /** @type {unknown[]} */
      const sorted = new Array(n);
      if (this.forms[f] === "date") for (let k = 0; k < n; k++) sorted[k] = column[entryAt(k)];
      else
        for (let k = 0; k < n; k++) {
          const value = column[entryAt(k)];
          sorted[k] = k > 0 ? shared(value, sorted[k - 1]) : value;
        }
      return sorted;
    });
    /** @type {Record[]} */
    const sortedRecs = new Array(n);
    for (let k = 0; k < n; k++) sortedRecs[k] = this.#recAt(entryAt(k));
    this.recs = sortedRecs;
  }

  /**
   * MongoDB's E11000 error for `key`, with its keyPattern and keyValue.
   * @param {string} namespace
   * @param {Key} key
   */
  duplicateError(namespace, key) {
    const keyValue = Object.fromEntries(
      this.fields.map((field, i) => [field.path, key[i] === undefined ? null : key[i]]),
    );
    return new StoreError(
      CODES.DuplicateKey,
      `E11000 duplicate key error collection: ${namespace} index: ${this.name} dup key: ${formatValue(keyValue)}`,
      { keyPattern: this.spec.key, keyValue },
    );
  }

  /**
   * The positions [from, to) of the entries whose key starts with the values `prefix` (the first
   * fields, equal) and whose next field is within `range` ({ low, lowInclusive, high,
   * highInclusive }, optional): two binary searches, so the planner can ask how many there are.
   * @param {Key} prefix
   * @param {Range | null} [range]
   * @returns {[number, number]}
   */
  bounds(prefix, range = null) {
    const { fields } = this;
    const p = prefix.length;
    const dir = fields[p]?.dir ?? 1;
    /** @param {number} at */
    const comparePrefix = (at) => {
      for (let i = 0; i < p; i++) {
        const order = this.#compareValueAt(i, at, prefix[i]);
        if (order) return order * this.#dir(i);
      }
      return 0;
    };
    const [start, startInclusive, end, endInclusive] = !range
      ? []
      : dir === 1
        ? [range.low, range.lowInclusive, range.high, range.highInclusive]
        : [range.high, range.highInclusive, range.low, range.lowInclusive];
    /** @param {number} at */
    const beforeStart = (at) => {
      const order = comparePrefix(at);
      if (order) return order < 0;
      if (!range) return false;
      const position = this.#compareValueAt(p, at, start) * dir;
      return position < 0 || (position === 0 && !startInclusive);
    };
    /** @param {number} at */
    const notAfterEnd = (at) => {
      const order = comparePrefix(at);
      if (order) return order < 0;
      if (!range) return true;
      const position = this.#compareValueAt(p, at, end) * dir;
      return position < 0 || (position === 0 && endInclusive);
    };
    return [this.#firstWhere((at) => !beforeStart(at)), this.#firstWhere((at) => !notAfterEnd(at))];
  }

  /**
   * The first position that passes `test` (false ... false, true ... true).
   * @param {(at: number) => boolean} test
   */
  #firstWhere(test) {
    let low = 0;
    let high = this.recs.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (test(mid)) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /**
   * The records of `bounds(prefix, range)` in index order (`reverse`: the other way); a record
   * may come more than once (multikey).
   * @param {Key} prefix
   * @param {Range | null} [range]
   * @returns {Generator<Record>}
   */
  *scan(prefix, range = null, reverse = false) {
    const [from, to] = this.bounds(prefix, range);
    if (reverse) for (let at = to - 1; at >= from; at--) yield this.#recAt(at);
    else for (let at = from; at < to; at++) yield this.#recAt(at);
  }

  /**
   * The entries `{ key, rec }` of `bounds(prefix, range)`, in index order or `reverse`d.
   * @param {Key} prefix
   * @param {Range | null} [range]
   * @returns {Generator<{ key: Key, rec: Record }>}
   */
  *span(prefix, range = null, reverse = false) {
    const [from, to] = this.bounds(prefix, range);
    if (reverse)
      for (let at = to - 1; at >= from; at--) yield { key: this.keyAt(at), rec: this.#recAt(at) };
    else for (let at = from; at < to; at++) yield { key: this.keyAt(at), rec: this.#recAt(at) };
  }
}
