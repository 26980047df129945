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
  constructor(rank, side) {
    this.rank = rank;
    this.side = side;
  }
}

export const isPlainObject = (value) =>
  value !== null &&
  typeof value === "object" &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

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
  switch (value._bsontype) {
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

const numberOf = (value) => {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (value._bsontype === "Long" || value._bsontype === "Timestamp") return value.toNumber();
  if (value._bsontype === "Decimal128") return Number(value.toString());
  return Number(value.valueOf());
};

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const bytesOf = (value) =>
  ArrayBuffer.isView(value)
    ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    : value.buffer;

/** Compares two values in MongoDB's order: < 0, 0 or > 0. Missing (undefined) equals null. */
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
      return cmp(a, b);
    case RANK.date:
      return cmp(a.getTime(), b.getTime());
    case RANK.objectId:
      return cmp(a.toHexString(), b.toHexString());
    case RANK.timestamp:
      return a.compare(b);
    case RANK.regex: {
      const [sourceA, flagsA] = a instanceof RegExp ? [a.source, a.flags] : [a.pattern, a.options];
      const [sourceB, flagsB] = b instanceof RegExp ? [b.source, b.flags] : [b.pattern, b.options];
      return cmp(sourceA, sourceB) || cmp(flagsA, flagsB);
    }
    case RANK.binary: {
      const x = bytesOf(a);
      const y = bytesOf(b);
      if (x.length !== y.length) return x.length - y.length;
      const subtype = (a.sub_type ?? 0) - (b.sub_type ?? 0);
      if (subtype) return subtype;
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
      return 0;
    }
    case RANK.array: {
      const n = Math.min(a.length, b.length);
      for (let i = 0; i < n; i++) {
        const order = compareValues(a[i], b[i]);
        if (order) return order;
      }
      return a.length - b.length;
    }
    case RANK.object: {
      const keysA = Object.keys(a);
      const keysB = Object.keys(b);
      const n = Math.min(keysA.length, keysB.length);
      for (let i = 0; i < n; i++) {
        const order =
          rankOf(a[keysA[i]]) - rankOf(b[keysB[i]]) ||
          cmp(keysA[i], keysB[i]) ||
          compareValues(a[keysA[i]], b[keysB[i]]);
        if (order) return order;
      }
      return keysA.length - keysB.length;
    }
    default:
      return cmp(String(a), String(b));
  }
}

/**
 * The key of an `_id` in a collection's map: equal ids (by MongoDB's rules) give equal keys. An
 * ObjectId's is its 12 bytes as one-byte characters (13 characters, not 25 in hex: a map of
 * 300,000 keys is 5 MB smaller).
 */
export function idKeyOf(id) {
  switch (typeof id) {
    case "string":
      return `s${id}`;
    case "number":
      return `n${id === 0 ? 0 : id}`;
  }
  if (id?._bsontype === "ObjectId") return `o${String.fromCharCode(...id.id)}`;
  if (id instanceof Date) return `d${id.getTime()}`;
  if (rankOf(id) === RANK.number) return `n${numberOf(id)}`;
  return `x${Buffer.from(BSON.serialize({ id })).toString("base64")}`;
}

/**
 * The values `path` (dotted) reaches in `doc`, as an index sees them: through arrays of
 * sub-documents, and an array at the end gives its elements. A path that reaches nothing gives
 * [undefined] (indexed as null).
 */
export function valuesAtPath(doc, path) {
  const out = [];
  collect(doc, path.split("."), 0, out, false);
  return out.length ? out : [undefined];
}

function collect(value, parts, i, out, inArray) {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else for (const element of value) out.push(element);
    } else if (value !== undefined || !inArray) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = parts[i];
    if (/^\d+$/.test(part) && Number(part) < value.length)
      collect(value[Number(part)], parts, i + 1, out, true);
    for (const element of value) if (isPlainObject(element)) collect(element, parts, i, out, true);
    return;
  }
  if (isPlainObject(value)) collect(value[parts[i]], parts, i + 1, out, inArray);
  else if (!inArray) out.push(undefined);
}

/** Sets a dotted path, creating the sub-documents on the way. */
export function setPath(doc, path, value) {
  const parts = path.split(".");
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part]) && !Array.isArray(target[part])) target[part] = {};
    target = target[part];
  }
  target[parts.at(-1)] = value;
}

/** A deep copy of the plain objects, arrays and dates of a document; other values are immutable and shared. */
export function cloneDocument(value) {
  if (Array.isArray(value)) return value.map(cloneDocument);
  if (value instanceof Date) return new Date(value.getTime());
  if (!isPlainObject(value)) return value;
  const copy = {};
  for (const key of Object.keys(value)) copy[key] = cloneDocument(value[key]);
  return copy;
}

/** `{ _id, ...rest }`: MongoDB keeps `_id` the first field of a stored document. */
export function idFirst(doc) {
  if (Object.keys(doc)[0] === "_id" || !("_id" in doc)) return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/** A value as mongod writes it in an error message (`ObjectId('...')`, `"text"`, `new Date(...)`). */
export function formatValue(value) {
  if (value === undefined || value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object") return String(value);
  if (value._bsontype === "ObjectId") return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(", ")} ]`;
  if (isPlainObject(value)) {
    const fields = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
    return fields.length ? `{ ${fields.join(", ")} }` : "{}";
  }
  return String(value);
}
