/**
 * One index of a collection, in memory: every document's key(s) in a sorted array, so that an
 * equality or a range on its leading fields, and a sort by them, cost about what they return.
 *
 * An entry is `{ key, rec }`: `key` the values of the index's fields (a document with an array
 * in an indexed field has one entry per element: multikey), `rec` the collection's record
 * `{ rid, doc }`. Entries are ordered by key (each field in its direction, MongoDB's order of
 * values) and then by `rid`, so that every entry has one exact place: inserting, removing and
 * finding a duplicate are binary searches, and an insert costs one splice of the array.
 *
 * `unique` refuses a second document with an equal key (missing fields count as null, as in
 * MongoDB); `sparse` leaves out documents without any of the fields; `partialFilterExpression`
 * (a mingo Query) leaves out the documents it does not match.
 */
import { Query } from "mingo";
import { compareValues, formatValue, isPlainObject, valuesAtPath } from "./bson-values.mjs";
import { CODES, StoreError } from "./errors.mjs";

/** How many keys one document may give an index (the product of its arrays' lengths). */
const MAX_KEYS_PER_DOCUMENT = 10_000;

/** The name MongoDB gives an index without one: `a_1_b_-1`. */
export const defaultIndexName = (key) =>
  Object.entries(key)
    .map(([field, dir]) => `${field}_${dir}`)
    .join("_");

/** Whether `value` has a value (null included) at `parts[i...]`, through arrays as MongoDB does. */
function hasField(value, parts, i) {
  if (i === parts.length) return value !== undefined;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(parts[i]) && hasField(value[Number(parts[i])], parts, i + 1)) return true;
    return value.some((element) => isPlainObject(element) && hasField(element, parts, i));
  }
  return isPlainObject(value) && hasField(value[parts[i]], parts, i + 1);
}

/** The values without repeats (an array field's elements), in their order when they are few. */
function distinctValues(values) {
  if (values.length < 2) return values;
  if (values.length <= 8)
    return values.filter(
      (value, i) => values.findIndex((other) => compareValues(other, value) === 0) === i,
    );
  const sorted = [...values].sort(compareValues);
  return sorted.filter((value, i) => i === 0 || compareValues(sorted[i - 1], value) !== 0);
}

export class Index {
  /** @param {{ key: Record<string, unknown>, name: string, unique?: boolean, sparse?: boolean, partialFilterExpression?: object, expireAfterSeconds?: number }} spec */
  constructor(spec) {
    this.spec = spec;
    this.name = spec.name;
    this.fields = Object.entries(spec.key).map(([path, dir]) => ({
      path,
      dir: Number(dir) === -1 ? -1 : 1,
      // text, hashed, 2dsphere ...: kept and listed, never used to answer a query
      special: typeof dir === "string" && !/^-?1$/.test(dir),
    }));
    this.unique = Boolean(spec.unique);
    this.sparse = Boolean(spec.sparse);
    this.partial = spec.partialFilterExpression
      ? new Query(spec.partialFilterExpression, { scriptEnabled: false })
      : null;
    this.usableForQueries = !this.fields.some((field) => field.special);
    /** @type {{ key: unknown[], rec: import("./documents.mjs").Record }[]} */
    this.entries = [];
    /** true once a document gave more than one key: such an index cannot answer a sort */
    this.multikey = false;
  }

  /** The keys `doc` gives this index: none when it is left out (sparse, partial). */
  keysOf(doc) {
    if (this.partial && !this.partial.test(doc)) return [];
    // sparse leaves out a document that has none of the fields; `[]` is there (key undefined)
    if (this.sparse && this.fields.every((field) => !hasField(doc, field.path.split("."), 0)))
      return [];
    const perField = this.fields.map((field) => valuesAtPath(doc, field.path));
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

  compareKeys(a, b) {
    for (let i = 0; i < this.fields.length; i++) {
      const order = compareValues(a[i], b[i]);
      if (order) return order * this.fields[i].dir;
    }
    return 0;
  }

  #compareEntries(a, b) {
    return this.compareKeys(a.key, b.key) || a.rec.rid - b.rec.rid;
  }

  /** The first position whose entry is not before `probe`. */
  #lowerBound(probe) {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#compareEntries(this.entries[mid], probe) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  add(rec, keys = this.keysOf(rec.doc)) {
    for (const key of keys) {
      const entry = { key, rec };
      this.entries.splice(this.#lowerBound(entry), 0, entry);
    }
  }

  remove(rec, keys = this.keysOf(rec.doc)) {
    for (const key of keys) {
      const at = this.#lowerBound({ key, rec });
      if (this.entries[at]?.rec === rec) this.entries.splice(at, 1);
    }
  }

  /** Whether the record of row `rid` has the entry `key` (a binary search: entries sort by key, then rid). */
  holds(key, rid) {
    const at = this.#lowerBound({ key, rec: { rid } });
    const entry = this.entries[at];
    return entry !== undefined && entry.rec.rid === rid && this.compareKeys(entry.key, key) === 0;
  }

  /** The first key of `keys` some other record than `self` holds already, with that record. */
  duplicateOf(keys, self) {
    for (const key of keys) {
      let at = this.#lowerBound({ key, rec: { rid: -Infinity } });
      for (; at < this.entries.length; at++) {
        const entry = this.entries[at];
        if (this.compareKeys(entry.key, key) !== 0) break;
        if (entry.rec !== self) return { key, rec: entry.rec };
      }
    }
    return null;
  }

  /** Adds a record's keys unsorted, while the index is filled from scratch (then `finish`). */
  collect(rec, doc) {
    for (const key of this.keysOf(doc)) this.entries.push({ key, rec });
  }

  /** Sorts what `collect` added (a new index, a start): one sort, duplicates refused. */
  finish(namespace) {
    const entries = this.entries;
    entries.sort((a, b) => this.#compareEntries(a, b));
    if (this.unique) {
      for (let i = 1; i < entries.length; i++) {
        if (this.compareKeys(entries[i - 1].key, entries[i].key) === 0)
          throw this.duplicateError(namespace, entries[i].key);
      }
    }
    this.entries = entries;
  }

  /** MongoDB's E11000 error for `key`, with its keyPattern and keyValue. */
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
   */
  bounds(prefix, range = null) {
    const p = prefix.length;
    const dir = this.fields[p]?.dir ?? 1;
    const comparePrefix = (key) => {
      for (let i = 0; i < p; i++) {
        const order = compareValues(key[i], prefix[i]);
        if (order) return order * this.fields[i].dir;
      }
      return 0;
    };
    const [start, startInclusive, end, endInclusive] = !range
      ? []
      : dir === 1
        ? [range.low, range.lowInclusive, range.high, range.highInclusive]
        : [range.high, range.highInclusive, range.low, range.lowInclusive];
    const beforeStart = (entry) => {
      const order = comparePrefix(entry.key);
      if (order) return order < 0;
      if (!range) return false;
      const position = compareValues(entry.key[p], start) * dir;
      return position < 0 || (position === 0 && !startInclusive);
    };
    const notAfterEnd = (entry) => {
      const order = comparePrefix(entry.key);
      if (order) return order < 0;
      if (!range) return true;
      const position = compareValues(entry.key[p], end) * dir;
      return position < 0 || (position === 0 && endInclusive);
    };
    return [this.#firstWhere((e) => !beforeStart(e)), this.#firstWhere((e) => !notAfterEnd(e))];
  }

  /** The first position whose entry passes `test` (false ... false, true ... true). */
  #firstWhere(test) {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (test(this.entries[mid])) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /**
   * The records of `bounds(prefix, range)` in index order (`reverse`: the other way); a record
   * may come more than once (multikey).
   */
  *scan(prefix, range = null, reverse = false) {
    for (const entry of this.span(prefix, range, reverse)) yield entry.rec;
  }

  /** The entries of `bounds(prefix, range)`, in index order or `reverse`d. */
  *span(prefix, range = null, reverse = false) {
    const [from, to] = this.bounds(prefix, range);
    const { entries } = this;
    if (reverse) for (let at = to - 1; at >= from; at--) yield entries[at];
    else for (let at = from; at < to; at++) yield entries[at];
  }
}
