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

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

/** How documents from clients become JavaScript values (and are stored). */
export const DESERIALIZE = {
  promoteLongs: true,
  promoteValues: true,
  promoteBuffers: false,
  bsonRegExp: false,
  useBigInt64: false,
};
export const SERIALIZE = { checkKeys: false, ignoreUndefined: true };

export const serialize = (doc) => BSON.serialize(doc, SERIALIZE);
export const deserialize = (buffer) => BSON.deserialize(buffer, DESERIALIZE);

/** Cuts a byte stream into whole messages: `push(chunk)` returns those completed. */
export class MessageFramer {
  #pending = [];
  #length = 0;

  /** @returns {{ requestId: number, opCode: number, body: Buffer }[]} */
  push(chunk) {
    this.#pending.push(chunk);
    this.#length += chunk.length;
    const messages = [];
    while (this.#length >= 4) {
      let buffer = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending);
      this.#pending = [buffer];
      const size = buffer.readInt32LE(0);
      if (size < HEADER || size > MAX_MESSAGE_BYTES) throw new Error(`bad message length ${size}`);
      if (buffer.length < size) break;
      messages.push({
        requestId: buffer.readInt32LE(4),
        opCode: buffer.readInt32LE(12),
        body: buffer.subarray(HEADER, size),
      });
      buffer = buffer.subarray(size);
      this.#pending = buffer.length ? [buffer] : [];
      this.#length = buffer.length;
    }
    return messages;
  }
}

function readCString(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new Error("unterminated string");
  return [buffer.toString("utf8", offset, end), end + 1];
}

/**
 * A command from an OP_MSG body: the body document, with each document sequence set as the field
 * it names. `moreToCome`: the client wants no answer (w:0).
 */
export function decodeMsg(body) {
  const flags = body.readUInt32LE(0);
  const end = body.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
  let command = null;
  const sequences = [];
  for (let offset = 4; offset < end;) {
    const kind = body[offset++];
    const size = body.readInt32LE(offset);
    if (kind === 0) {
      command = deserialize(body.subarray(offset, offset + size));
      offset += size;
    } else if (kind === 1) {
      const sectionEnd = offset + size;
      const [identifier, docsStart] = readCString(body, offset + 4);
      const docs = [];
      for (let at = docsStart; at < sectionEnd;) {
        const docSize = body.readInt32LE(at);
        docs.push(deserialize(body.subarray(at, at + docSize)));
        at += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error("OP_MSG without a body");
  for (const [identifier, docs] of sequences) command[identifier] = docs;
  return { command, moreToCome: Boolean(flags & MORE_TO_COME) };
}

/** A legacy OP_QUERY: { collection ("admin.$cmd"), query } (a `$query` wrapper unwrapped). */
export function decodeQuery(body) {
  const [collection, offset] = readCString(body, 4);
  const start = offset + 8; // numberToSkip, numberToReturn
  const size = body.readInt32LE(start);
  let query = deserialize(body.subarray(start, start + size));
  if (query.$query) query = { ...query.$query };
  return { collection, query };
}

let nextRequestId = 1;

function header(size, responseTo, opCode) {
  const buffer = Buffer.alloc(HEADER);
  buffer.writeInt32LE(size, 0);
  buffer.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

/** An OP_MSG answer with one body section (`body`: a BSON document's bytes). */
export function encodeMsg(responseTo, body) {
  const size = HEADER + 5 + body.length;
  const prefix = Buffer.alloc(5); // flags 0, section kind 0
  return Buffer.concat([header(size, responseTo, OP_MSG), prefix, body], size);
}

/** An OP_REPLY answer with one document (the legacy handshake). */
export function encodeReply(responseTo, body) {
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  const size = HEADER + fields.length + body.length;
  return Buffer.concat([header(size, responseTo, OP_REPLY), fields, body], size);
}

/**
 * `{ cursor: { <batchName>: [docs], id, ns }, ok: 1 }` built around documents already serialized
 * (each serialized once, and sized without a second pass).
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

/** A BSON document made of already-encoded elements. */
function wrapDocument(elements) {
  const size = 4 + elements.reduce((sum, element) => sum + element.length, 0) + 1;
  const length = Buffer.alloc(4);
  length.writeInt32LE(size, 0);
  return Buffer.concat([length, ...elements, Buffer.from([0])], size);
}
