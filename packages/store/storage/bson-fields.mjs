/**
 * Some top-level fields of a stored document, decoded without the rest: building an index (at
 * start, or a new one) needs only its fields and `_id`, and decoding a whole document (a mail's
 * text) costs several times more. The other elements are stepped over by their sizes.
 */
import { ObjectId } from "bson";
import { deserialize } from "../wire/wire.mjs";

/** @import { Doc } from "../wire/wire.mjs" */

/** @type {{ [type: number]: number }} Bytes of an element's value after its name, by BSON type (others: read from the bytes). */
const FIXED = {
  0x01: 8, // double
  0x06: 0, // undefined
  0x07: 12, // ObjectId
  0x08: 1, // boolean
  0x09: 8, // date
  0x0a: 0, // null
  0x10: 4, // int32
  0x11: 8, // timestamp
  0x12: 8, // int64
  0x13: 16, // decimal128
  0xff: 0, // minKey
  0x7f: 0, // maxKey
};

/**
 * @param {Buffer} bytes
 * @param {number | undefined} type
 * @param {number} at
 * @returns {number}
 */
function valueSize(bytes, type, at) {
  if (type === undefined) return -1;
  const fixed = FIXED[type];
  if (fixed !== undefined) return fixed;
  switch (type) {
    case 0x02: // string
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return 4 + bytes.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return bytes.readInt32LE(at);
    case 0x05: // binary
      return 5 + bytes.readInt32LE(at);
    case 0x0b: {
      // regex: two C strings
      const end = bytes.indexOf(0, bytes.indexOf(0, at) + 1);
      return end + 1 - at;
    }
    case 0x0c: // DBPointer
      return 4 + bytes.readInt32LE(at) + 12;
    default:
      return -1;
  }
}

/**
 * bson's constructor that its own reader uses (`deserialize`): the 12 bytes at `offset`, copied
 * into the ObjectId (missing from its types).
 */
const ObjectIdAt = /** @type {new (bytes: Uint8Array, offset: number) => ObjectId} */ (
  /** @type {unknown} */ (ObjectId)
);

/** What `simpleValue` gives for a type it leaves to `deserialize`. */
const NOT_SIMPLE = Symbol("not simple");

/**
 * A value of a common type as `deserialize` gives it (DESERIALIZE, wire.mjs), read in place: a
 * string, number, ObjectId, Date, boolean or null, or an array of them. NOT_SIMPLE for the others.
 * @param {Buffer} bytes
 * @param {number | undefined} type
 * @param {number} at where the value starts
 * @returns {unknown}
 */
function simpleValue(bytes, type, at) {
  switch (type) {
    case 0x01:
      return bytes.readDoubleLE(at);
    case 0x02:
      return bytes.toString("utf8", at + 4, at + 3 + bytes.readInt32LE(at));
    case 0x07:
      return new ObjectIdAt(bytes, at);
    case 0x08:
      return bytes[at] === 1 ? true : bytes[at] === 0 ? false : NOT_SIMPLE;
    case 0x09:
      return new Date(bytes.readInt32LE(at + 4) * 4_294_967_296 + bytes.readUInt32LE(at));
    case 0x0a:
      return null;
    case 0x10:
      return bytes.readInt32LE(at);
    case 0x04: {
      // an array's elements in their order (its keys are "0", "1", ...); not arrays in arrays
      const values = [];
      const end = at + bytes.readInt32LE(at) - 1;
      for (let element = at + 4; element < end;) {
        const elementType = bytes[element];
        const valueAt = bytes.indexOf(0, element + 1) + 1;
        const value = elementType === 0x04 ? NOT_SIMPLE : simpleValue(bytes, elementType, valueAt);
        if (value === NOT_SIMPLE) return NOT_SIMPLE;
        values.push(value);
        element = valueAt + valueSize(bytes, elementType, valueAt);
      }
      return values;
    }
    default:
      return NOT_SIMPLE;
  }
}

/** @typedef {{ name: string, bytes: Buffer }} Wanted a field's name and its UTF-8 bytes */
/** @type {WeakMap<Set<string>, Wanted[]>} by the Set `fieldsOfIndexes` made (one per collection) */
const WANTED = new WeakMap();

/** @param {Set<string>} names */
function wantedOf(names) {
  let wanted = WANTED.get(names);
  if (!wanted) {
    wanted = [...names].map((name) => ({ name, bytes: Buffer.from(name, "utf8") }));
    WANTED.set(names, wanted);
  }
  return wanted;
}

/**
 * The wanted field whose name is `bytes[start, end)`, compared byte by byte (no string made).
 * @param {Buffer} bytes
 * @param {number} start
 * @param {number} end
 * @param {Wanted[]} wanted
 */
function fieldNamed(bytes, start, end, wanted) {
  const length = end - start;
  next: for (const field of wanted) {
    if (field.bytes.length !== length) continue;
    for (let i = 0; i < length; i++) if (bytes[start + i] !== field.bytes[i]) continue next;
    return field;
  }
  return undefined;
}

/**
 * The fields of `bytes` (a BSON document) named in `names`, as a document; the whole document
 * when `names` is null or an element is of an unknown type. A start reads every row this way:
 * the common values are read in place, the others (documents, 64-bit integers ...) by
 * `deserialize` of those fields alone.
 * @param {Buffer} bytes
 * @param {Set<string> | null} names
 * @returns {Doc}
 */
export function decodeFields(bytes, names) {
  if (!names) return deserialize(bytes);
  const wanted = wantedOf(names);
  /** @type {Doc} */
  const doc = {};
  /** @type {Buffer[]} the elements left to deserialize */
  const parts = [];
  let size = 5;
  let at = 4;
  const end = bytes.readInt32LE(0) - 1;
  while (at < end) {
    const start = at;
    const type = bytes[at];
    const nameEnd = bytes.indexOf(0, at + 1);
    const valueAt = nameEnd + 1;
    const length = valueSize(bytes, type, valueAt);
    if (length < 0) return deserialize(bytes);
    at = valueAt + length;
    const field = fieldNamed(bytes, start + 1, nameEnd, wanted);
    if (!field) continue;
    const value = simpleValue(bytes, type, valueAt);
    if (value !== NOT_SIMPLE) doc[field.name] = value;
    else {
      parts.push(bytes.subarray(start, at));
      size += at - start;
    }
  }
  if (parts.length === 0) return doc;
  const header = Buffer.alloc(4);
  header.writeInt32LE(size);
  return { ...doc, ...deserialize(Buffer.concat([header, ...parts, Buffer.from([0])], size)) };
}

/**
 * The top-level fields the indexes read (their keys' first parts and those of their partial
 * filters) and `_id`; null (everything) when a partial filter's operators hide which.
 * @param {{ spec: { key: object, partialFilterExpression?: object } }[]} indexes
 */
export function fieldsOfIndexes(indexes) {
  const names = new Set(["_id"]);
  /**
   * @param {unknown} filter
   * @returns {boolean}
   */
  const addFilter = (filter) => {
    for (const [key, value] of Object.entries(/** @type {object} */ (filter))) {
      if (key === "$and" || key === "$or") {
        if (!Array.isArray(value) || !value.every(addFilter)) return false;
      } else if (key.startsWith("$")) return false;
      else names.add(firstPart(key));
    }
    return true;
  };
  for (const { spec } of indexes) {
    for (const path of Object.keys(spec.key)) names.add(firstPart(path));
    if (spec.partialFilterExpression && !addFilter(spec.partialFilterExpression)) return null;
  }
  return names;
}

/** @param {string} path */
const firstPart = (path) => /** @type {string} */ (path.split(".")[0]);
