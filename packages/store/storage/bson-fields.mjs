/**
 * Some top-level fields of a stored document, decoded without the rest: building an index (at
 * start, or a new one) needs only its fields and `_id`, and decoding a whole document (a mail's
 * text) costs several times more. The other elements are stepped over by their sizes.
 */
import { deserialize } from "../wire/wire.mjs";

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
 * The fields of `bytes` (a BSON document) named in `names`, as a document; the whole document
 * when `names` is null or an element is of an unknown type.
 * @param {Buffer} bytes
 * @param {Set<string> | null} names
 */
export function decodeFields(bytes, names) {
  if (!names) return deserialize(bytes);
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
    if (names.has(bytes.toString("utf8", start + 1, nameEnd))) {
      parts.push(bytes.subarray(start, at));
      size += at - start;
    }
  }
  const header = Buffer.alloc(4);
  header.writeInt32LE(size);
  return deserialize(Buffer.concat([header, ...parts, Buffer.from([0])], size));
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
