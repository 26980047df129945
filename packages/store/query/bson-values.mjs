/**
 * Values as MongoDB orders and keys them: the comparison of any two BSON values (numbers before
 * strings before objects ... before dates), the string key of an `_id`, the values a dotted path
 * reaches (arrays fanned out, as a multikey index sees them), and copies of documents.
 *
 * Documents are plain objects as the `bson` package deserializes them (promoted numbers, Date,
 * RegExp, ObjectId, Binary ...). A stored document is never changed in place: an update works on
 * a copy (`cloneDocument`), so cursors and index entries may hold on to the old one.
 */
import { BSON } from "bson";

/** @import { Binary, BSONRegExp, Decimal128, Long, ObjectId, Timestamp } from "bson" */
/** @import { Doc } from "../wire/wire.mjs" */

/** MongoDB's order of types (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/). */
const RANK = {
  minKey: 1,
  null: 2,
  number: 3,
  string: 4,
  object: 5,
  array: 6,
  binary: 7,
  objectId: 8,
  boolean: 9,
  date: 10,
  timestamp: 11,
  regex: 12,
  other: 13,
  maxKey: 14,
};

/** Below (`side` -1) or above (+1) every value of one type rank: the open end of a range. */
export class RankBound {
  /**
   * @param {number} rank
   * @param {-1 | 1} side
   */
  constructor(rank, side) {
    this.rank = rank;
    this.side = side;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Doc}
 */
export const isPlainObject = (value) =>
  value !== null &&
  typeof value === "object" &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** @param {unknown} value */
const bsonTypeOf = (value) =>
  /** @type {{ _bsontype?: string } | null | undefined} */ (value)?._bsontype;

/**
 * @param {unknown} value
 * @returns {number}
 */
export function rankOf(value) {
  if (value === undefined || value === null) return RANK.null;
  switch (typeof value) {
    case "number":
    case "bigint":
      return RANK.number;
    case "string":
      return RANK.string;
    case "boolean":
      return RANK.boolean;
  }
  if (value instanceof RankBound) return value.rank;
  if (Array.isArray(value)) return RANK.array;
  if (value instanceof Date) return RANK.date;
  if (value instanceof RegExp) return RANK.regex;
  if (isPlainObject(value)) return RANK.object;
  if (ArrayBuffer.isView(value)) return RANK.binary;
  switch (bsonTypeOf(value)) {
    case "ObjectId":
      return RANK.objectId;
    case "Binary":
      return RANK.binary;
    case "Long":
    case "Int32":
    case "Double":
    case "Decimal128":
      return RANK.number;
    case "BSONSymbol":
      return RANK.string;
    case "Timestamp":
      return RANK.timestamp;
    case "BSONRegExp":
      return RANK.regex;
    case "MinKey":
      return RANK.minKey;
    case "MaxKey":
      return RANK.maxKey;
  }
  return RANK.other;
}

/**
 * A value of the number rank as a JavaScript number.
 * @param {unknown} value
 */
const numberOf = (value) => {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  const type = bsonTypeOf(value);
  if (type === "Long" || type === "Timestamp") return /** @type {Long} */ (value).toNumber();
  if (type === "Decimal128") return Number(/** @type {Decimal128} */ (value).toString());
  return Number(/** @type {object} */ (value).valueOf());
};

/**
 * @template {string | number | boolean} T
 * @param {T} a
 * @param {T} b
 */
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The bytes of a value of the binary rank (a Binary or a typed array).
 * @param {unknown} value
 */
const bytesOf = (value) =>
  ArrayBuffer.isView(value)
    ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    : /** @type {Binary} */ (value).buffer;

/**
 * Compares two values in MongoDB's order: < 0, 0 or > 0. Missing (undefined) equals null.
 * @param {unknown} a
 * @param {unknown} b
 * @returns {number}
 */
export function compareValues(a, b) {
  if (a === b) return 0;
  // the common case of index keys, as RANK.string below
  if (typeof a === "string" && typeof b === "string") return cmp(a, b);
  const rankA = rankOf(a);
  const rankB = rankOf(b);
  if (rankA !== rankB) return rankA - rankB;
  if (a instanceof RankBound) return b instanceof RankBound ? a.side - b.side : a.side;
  if (b instanceof RankBound) return -b.side;
  switch (rankA) {
    case RANK.null:
    case RANK.minKey:
    case RANK.maxKey:
      return 0;
    case RANK.number: {
      const x = numberOf(a);
      const y = numberOf(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return cmp(x, y);
    }
    case RANK.string:
      return cmp(String(a), String(b));
    case RANK.boolean:
      return cmp(/** @type {boolean} */ (a), /** @type {boolean} */ (b));
    case RANK.date:
      return cmp(/** @type {Date} */ (a).getTime(), /** @type {Date} */ (b).getTime());
    case RANK.objectId:
      return cmp(
        /** @type {ObjectId} */ (a).toHexString(),
        /** @type {ObjectId} */ (b).toHexString(),
      );
    case RANK.timestamp:
      return /** @type {Timestamp} */ (a).compare(/** @type {Timestamp} */ (b));
    case RANK.regex: {
      const [sourceA, flagsA] = regexParts(a);
      const [sourceB, flagsB] = regexParts(b);
      return cmp(sourceA, sourceB) || cmp(flagsA, flagsB);
    }
    case RANK.binary: {
      const x = bytesOf(a);
      const y = bytesOf(b);
      if (x.length !== y.length) return x.length - y.length;
      const subtype = subTypeOf(a) - subTypeOf(b);
      if (subtype) return subtype;
      for (let i = 0; i < x.length; i++) {
        const byteA = /** @type {number} */ (x[i]);
        const byteB = /** @type {number} */ (y[i]);
        if (byteA !== byteB) return byteA - byteB;
      }
      return 0;
    }
    case RANK.array: {
      const arrayA = /** @type {unknown[]} */ (a);
      const arrayB = /** @type {unknown[]} */ (b);
      const n = Math.min(arrayA.length, arrayB.length);
      for (let i = 0; i < n; i++) {
        const order = compareValues(arrayA[i], arrayB[i]);
        if (order) return order;
      }
      return arrayA.length - arrayB.length;
    }
    case RANK.object: {
      const docA = /** @type {Doc} */ (a);
      const docB = /** @type {Doc} */ (b);
      const keysA = Object.keys(docA);
      const keysB = Object.keys(docB);
      const n = Math.min(keysA.length, keysB.length);
      for (let i = 0; i < n; i++) {
        const keyA = /** @type {string} */ (keysA[i]);
        const keyB = /** @type {string} */ (keysB[i]);
        const order =
          rankOf(docA[keyA]) - rankOf(docB[keyB]) ||
          cmp(keyA, keyB) ||
          compareValues(docA[keyA], docB[keyB]);
        if (order) return order;
      }
      return keysA.length - keysB.length;
    }
    default:
      return cmp(String(a), String(b));
  }
}

/**
 * A regular expression's source and flags, a RegExp's or a BSONRegExp's.
 * @param {unknown} value
 * @returns {[string, string]}
 */
function regexParts(value) {
  if (value instanceof RegExp) return [value.source, value.flags];
  const regex = /** @type {BSONRegExp} */ (value);
  return [regex.pattern, regex.options];
}

/**
 * A Binary's subtype (0 for a typed array).
 * @param {unknown} value
 */
const subTypeOf = (value) => /** @type {{ sub_type?: number }} */ (value).sub_type ?? 0;

/** The character codes of an ObjectId's key: "o", then its 12 bytes (idKeyOf fills them). */
const OBJECT_ID_KEY = [0x6f, ...new Array(12).fill(0)];

/**
 * The key of an `_id` in a collection's map: equal ids (by MongoDB's rules) give equal keys. An
 * ObjectId's is its 12 bytes as one-byte characters (13 characters, not 25 in hex: a map of
 * 300,000 keys is 5 MB smaller).
 * @param {unknown} id
 */
export function idKeyOf(id) {
  switch (typeof id) {
    case "string":
      return `s${id}`;
    case "number":
      return `n${id === 0 ? 0 : id}`;
  }
  if (bsonTypeOf(id) === "ObjectId") {
    // "o" and its bytes as the arguments of one call, not a spread (an iterator) nor `o${…}`: the
    // key is one flat string, where a concatenation made two strings and a third to join them
    // (13 characters is V8's threshold for joining by reference), 44 bytes a record instead of 28
    const bytes = /** @type {ObjectId} */ (id).id;
    for (let i = 0; i < 12; i++) OBJECT_ID_KEY[i + 1] = /** @type {number} */ (bytes[i]);
    return String.fromCharCode.apply(null, OBJECT_ID_KEY);
  }
  if (id instanceof Date) return `d${id.getTime()}`;
  if (rankOf(id) === RANK.number) return `n${numberOf(id)}`;
  return `x${Buffer.from(BSON.serialize({ id })).toString("base64")}`;
}

/**
 * The values `path` (dotted) reaches in `doc`, as an index sees them: through arrays of
 * sub-documents, and an array at the end gives its elements. A path that reaches nothing gives
 * [undefined] (indexed as null).
 * @param {unknown} doc
 * @param {string} path
 * @returns {unknown[]}
 */
export function valuesAtPath(doc, path) {
  return valuesAtParts(doc, path.split("."));
}

/**
 * `valuesAtPath` of a path already split at its dots (an index's fields: split once, not for
 * every document a start reads).
 * @param {unknown} doc
 * @param {string[]} parts
 * @returns {unknown[]}
 */
export function valuesAtParts(doc, parts) {
  /** @type {unknown[]} */
  const out = [];
  collect(doc, parts, 0, out, false);
  return out.length ? out : [undefined];
}

/**
 * @param {unknown} value
 * @param {string[]} parts
 * @param {number} i
 * @param {unknown[]} out
 * @param {boolean} inArray
 */
function collect(value, parts, i, out, inArray) {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else for (const element of value) out.push(element);
    } else if (value !== undefined || !inArray) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = /** @type {string} */ (parts[i]);
    if (/^\d+$/.test(part) && Number(part) < value.length)
      collect(value[Number(part)], parts, i + 1, out, true);
    for (const element of value) if (isPlainObject(element)) collect(element, parts, i, out, true);
    return;
  }
  if (isPlainObject(value))
    collect(value[/** @type {string} */ (parts[i])], parts, i + 1, out, inArray);
  else if (!inArray) out.push(undefined);
}

/**
 * Sets a dotted path, creating the sub-documents on the way.
 * @param {Doc} doc
 * @param {string} path
 * @param {unknown} value
 */
export function setPath(doc, path, value) {
  const parts = path.split(".");
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part]) && !Array.isArray(target[part])) target[part] = {};
    // an array is indexed by its positions' names, as in MongoDB
    target = /** @type {Doc} */ (target[part]);
  }
  target[/** @type {string} */ (parts.at(-1))] = value;
}

/**
 * A deep copy of the plain objects, arrays and dates of a document; other values are immutable and shared.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function cloneDocument(value) {
  if (Array.isArray(value)) return /** @type {T} */ (value.map(cloneDocument));
  if (value instanceof Date) return /** @type {T} */ (new Date(value.getTime()));
  if (!isPlainObject(value)) return value;
  /** @type {Doc} */
  const copy = {};
  for (const key of Object.keys(value)) copy[key] = cloneDocument(value[key]);
  return /** @type {T} */ (copy);
}

/**
 * `{ _id, ...rest }`: MongoDB keeps `_id` the first field of a stored document.
 * @param {Doc} doc
 * @returns {Doc}
 */
export function idFirst(doc) {
  if (Object.keys(doc)[0] === "_id" || !("_id" in doc)) return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/**
 * A value as mongod writes it in an error message (`ObjectId('...')`, `"text"`, `new Date(...)`).
 * @param {unknown} value
 * @returns {string}
 */
export function formatValue(value) {
  if (value === undefined || value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object") return String(value);
  if (bsonTypeOf(value) === "ObjectId")
    return `ObjectId('${/** @type {ObjectId} */ (value).toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(", ")} ]`;
  if (isPlainObject(value)) {
    const fields = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
    return fields.length ? `{ ${fields.join(", ")} }` : "{}";
  }
  return String(value);
}
