/**
 * MongoDB's wire protocol, as much as a driver needs: messages framed by their length, OP_MSG
 * (opcode 2013: a body section and document-sequence sections, e.g. an insert's `documents`) in
 * both directions, and OP_QUERY in / OP_REPLY out for the legacy `isMaster`/`hello` handshake
 * some drivers send first. No compression is offered, so none arrives.
 * https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/
 */
import { BSON, Long } from "bson";

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const HEADER = 16;
/** What we accept in one message: the driver keeps under maxMessageSizeBytes (hello). */
export const MAX_MESSAGE_BYTES = 48_000_000;
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** A command's document may exceed a stored document's limit by this much (mongod's 16 KB). */
const MAX_COMMAND_BYTES = MAX_DOCUMENT_BYTES + 16 * 1024;
const MIN_DOCUMENT_BYTES = 5;

/** OP_MSG flags: 0-15 are required (refused when unknown), 16-31 optional (ignored). */
const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
const REQUIRED_FLAGS = 0xffff;

/**
 * A frame the protocol does not allow: the connection that sent it is closed. Its message says
 * which rule was broken and never holds what the frame carried (it may be anyone's data).
 */
export class FrameError extends Error {
  name = "FrameError";
}

/** How documents from clients become JavaScript values (and are stored). */
export const DESERIALIZE = {
  promoteLongs: true,
  promoteValues: true,
  promoteBuffers: false,
  bsonRegExp: false,
  useBigInt64: false,
};
export const SERIALIZE = { checkKeys: false, ignoreUndefined: true };

/** @typedef {Record<string, unknown>} Doc a BSON document as JavaScript values */
/** @typedef {{ requestId: number, opCode: number, body: Buffer }} Message */

/** @param {Doc} doc */
export const serialize = (doc) => BSON.serialize(doc, SERIALIZE);
/**
 * @param {Uint8Array} buffer
 * @returns {Doc}
 */
export const deserialize = (buffer) => BSON.deserialize(buffer, DESERIALIZE);

/**
 * Cuts a byte stream into whole messages: `push(chunk)` returns those completed. A message's
 * declared size and opcode are checked as soon as its header is in, before any of it is
 * buffered; its bytes are joined once, when the last of them arrives (never a concat per chunk).
 */
export class MessageFramer {
  /** @type {Buffer[]} */
  #chunks = [];
  #length = 0;
  /** @type {{ size: number, requestId: number, opCode: number } | null} the header of the message being received, once read */
  #header = null;

  /**
   * @param {Buffer} chunk
   * @returns {Message[]}
   */
  push(chunk) {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    const messages = [];
    for (;;) {
      if (!this.#header) {
        if (this.#length < HEADER) break;
        this.#header = readHeader(this.#take(HEADER));
      }
      const bodyLength = this.#header.size - HEADER;
      if (this.#length < bodyLength) break;
      const { requestId, opCode } = this.#header;
      this.#header = null;
      messages.push({ requestId, opCode, body: this.#take(bodyLength) });
    }
    return messages;
  }

  /**
   * The next `n` bytes (there are at least that many): a view when one chunk holds them.
   * @param {number} n
   */
  #take(n) {
    this.#length -= n;
    const first = this.#chunks[0];
    if (first && first.length >= n) {
      if (first.length === n) this.#chunks.shift();
      else this.#chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const chunk = /** @type {Buffer} */ (this.#chunks[0]);
      const used = Math.min(chunk.length, n - filled);
      chunk.copy(out, filled, 0, used);
      filled += used;
      if (used === chunk.length) this.#chunks.shift();
      else this.#chunks[0] = chunk.subarray(used);
    }
    return out;
  }
}

/** @param {Buffer} header */
function readHeader(header) {
  const size = header.readInt32LE(0);
  if (size < HEADER + 5 || size > MAX_MESSAGE_BYTES)
    throw new FrameError(`a message size of ${size} bytes is out of bounds`);
  const opCode = header.readInt32LE(12);
  if (opCode !== OP_MSG && opCode !== OP_QUERY)
    throw new FrameError(`opcode ${opCode} is not served (OP_MSG; OP_QUERY for the handshake)`);
  return { size, requestId: header.readInt32LE(4), opCode };
}

/**
 * The string at `offset` ending before `end`, and where it ends.
 * @param {Buffer} buffer
 * @param {number} offset
 * @param {number} end
 * @param {string} what
 * @returns {[string, number]}
 */
function readCString(buffer, offset, end, what) {
  const stop = buffer.indexOf(0, offset);
  if (stop < 0 || stop >= end) throw new FrameError(`${what} is not terminated within its bounds`);
  const bytes = buffer.subarray(offset, stop);
  const text = bytes.toString("utf8");
  if (!Buffer.from(text, "utf8").equals(bytes)) throw new FrameError(`${what} is not UTF-8`);
  return [text, stop + 1];
}

/**
 * The BSON document at `offset`, which must end by `end`: [document, where it ends].
 * @param {Buffer} buffer
 * @param {number} offset
 * @param {number} end
 * @param {string} what
 * @returns {[Doc, number]}
 */
function readDocument(buffer, offset, end, what) {
  if (offset + 4 > end) throw new FrameError(`${what} has no room for its size`);
  const size = buffer.readInt32LE(offset);
  if (size < MIN_DOCUMENT_BYTES || size > MAX_COMMAND_BYTES || size > end - offset)
    throw new FrameError(`${what} has a size out of bounds`);
  let doc;
  try {
    doc = deserialize(buffer.subarray(offset, offset + size));
  } catch {
    throw new FrameError(`${what} is not valid BSON`);
  }
  return [doc, offset + size];
}

/** Names an OP_MSG document sequence may have: a command's field, not `__proto__` and the like. */
const SEQUENCE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A command from an OP_MSG body: the body document, with each document sequence set as the field
 * it names, and the database (`$db`). `moreToCome`: the client wants no answer (w:0).
 * Every length is checked against what remains before it is used: a bad frame throws FrameError.
 * @param {Buffer} body
 * @returns {{ command: Doc, db: string, moreToCome: boolean, legacy?: true }}
 */
export function decodeMsg(body) {
  if (body.length < 5) throw new FrameError("an OP_MSG is shorter than its flags and a section");
  const flags = body.readUInt32LE(0);
  const unknown = flags & REQUIRED_FLAGS & ~(CHECKSUM_PRESENT | MORE_TO_COME);
  if (unknown) throw new FrameError(`OP_MSG flags ${unknown} are required and unknown`);
  // drivers send a checksum only when asked for one; we neither ask nor check CRC-32C
  if (flags & CHECKSUM_PRESENT) throw new FrameError("OP_MSG checksums are not supported");
  const end = body.length;
  /** @type {Doc | null} */
  let command = null;
  /** @type {Map<string, Doc[]>} */
  const sequences = new Map();
  for (let offset = 4; offset < end;) {
    const kind = body[offset++];
    if (kind === 0) {
      if (command) throw new FrameError("an OP_MSG has more than one body section");
      [command, offset] = readDocument(body, offset, end, "the OP_MSG body");
    } else if (kind === 1) {
      if (offset + 4 > end) throw new FrameError("a document sequence has no room for its size");
      const size = body.readInt32LE(offset);
      if (size < 5 || size > end - offset)
        throw new FrameError("a document sequence's size is out of bounds");
      const sectionEnd = offset + size;
      const [identifier, docsStart] = readCString(
        body,
        offset + 4,
        sectionEnd,
        "a document sequence's name",
      );
      if (!SEQUENCE_NAME.test(identifier) || sequences.has(identifier))
        throw new FrameError("a document sequence's name is not allowed");
      const docs = [];
      for (let at = docsStart; at < sectionEnd;) {
        let doc;
        [doc, at] = readDocument(body, at, sectionEnd, "a sequence's document");
        docs.push(doc);
      }
      sequences.set(identifier, docs);
      offset = sectionEnd;
    } else {
      throw new FrameError(`OP_MSG section kind ${kind} is not served`);
    }
  }
  if (!command) throw new FrameError("an OP_MSG has no body section");
  for (const [identifier, docs] of sequences) {
    if (Object.hasOwn(command, identifier))
      throw new FrameError("a document sequence repeats a field of its command");
    command[identifier] = docs;
  }
  const db = command.$db ?? "admin";
  if (typeof db !== "string") throw new FrameError("an OP_MSG's $db is not a string");
  return { command, db, moreToCome: Boolean(flags & MORE_TO_COME) };
}

/**
 * A legacy OP_QUERY (only a command, `<db>.$cmd`, as drivers' first handshake sends):
 * { command (a `$query` wrapper unwrapped), db }.
 * @param {Buffer} body
 * @returns {{ command: Doc, db: string, moreToCome: false, legacy: true }}
 */
export function decodeQuery(body) {
  const end = body.length;
  if (end < 4 + 1 + 8 + MIN_DOCUMENT_BYTES) throw new FrameError("an OP_QUERY is too short");
  const [collection, offset] = readCString(body, 4, end, "an OP_QUERY's collection name");
  if (!collection.endsWith(".$cmd") || collection.length <= 5)
    throw new FrameError("an OP_QUERY is not a command");
  const start = offset + 8; // numberToSkip, numberToReturn
  let [query, at] = readDocument(body, start, end, "an OP_QUERY's query");
  if (at < end) [, at] = readDocument(body, at, end, "an OP_QUERY's field selector");
  if (at !== end) throw new FrameError("an OP_QUERY has bytes after its documents");
  if (query.$query !== undefined) {
    if (!query.$query || typeof query.$query !== "object" || Array.isArray(query.$query))
      throw new FrameError("an OP_QUERY's $query is not a document");
    query = { .../** @type {Doc} */ (query.$query) };
  }
  return { command: query, db: collection.slice(0, -5), moreToCome: false, legacy: true };
}

let nextRequestId = 1;

/**
 * @param {number} size
 * @param {number} responseTo
 * @param {number} opCode
 */
function header(size, responseTo, opCode) {
  const buffer = Buffer.alloc(HEADER);
  buffer.writeInt32LE(size, 0);
  buffer.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

/**
 * An OP_MSG answer with one body section (`body`: a BSON document's bytes).
 * @param {number} responseTo
 * @param {Uint8Array} body
 */
export function encodeMsg(responseTo, body) {
  const size = HEADER + 5 + body.length;
  const prefix = Buffer.alloc(5); // flags 0, section kind 0
  return Buffer.concat([header(size, responseTo, OP_MSG), prefix, body], size);
}

/**
 * An OP_REPLY answer with one document (the legacy handshake).
 * @param {number} responseTo
 * @param {Uint8Array} body
 */
export function encodeReply(responseTo, body) {
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  const size = HEADER + fields.length + body.length;
  return Buffer.concat([header(size, responseTo, OP_REPLY), fields, body], size);
}

/**
 * `{ cursor: { <batchName>: [docs], id, ns }, ok: 1 }` built around documents already serialized
 * (each serialized once, and sized without a second pass).
 * @param {string} batchName
 * @param {Uint8Array[]} docs
 * @param {number} id
 * @param {string} namespace
 */
export function encodeCursorBody(batchName, docs, id, namespace) {
  const elements = docs.map((doc, i) =>
    Buffer.concat([Buffer.from([0x03]), Buffer.from(`${i}\0`, "latin1"), doc]),
  );
  const array = wrapDocument(elements);
  const batch = Buffer.concat([Buffer.from([0x04]), Buffer.from(`${batchName}\0`), array]);
  const rest = serialize({ id: Long.fromNumber(id), ns: namespace });
  // the rest's elements, without its own length prefix and terminator
  const cursor = wrapDocument([batch, rest.subarray(4, rest.length - 1)]);
  const ok = serialize({ ok: 1 });
  return wrapDocument([
    Buffer.concat([Buffer.from([0x03]), Buffer.from("cursor\0"), cursor]),
    ok.subarray(4, ok.length - 1),
  ]);
}

/**
 * A BSON document made of already-encoded elements.
 * @param {Uint8Array[]} elements
 */
function wrapDocument(elements) {
  const size = 4 + elements.reduce((sum, element) => sum + element.length, 0) + 1;
  const length = Buffer.alloc(4);
  length.writeInt32LE(size, 0);
  return Buffer.concat([length, ...elements, Buffer.from([0])], size);
}
