/**
 * Open cursors: what a find or aggregate still has to send after its first batch, kept until the
 * client asks for it (getMore), kills it, or leaves it idle for 10 minutes (as mongod does).
 *
 * A cursor holds the documents as they were when the query ran: stored documents are replaced,
 * never changed, by writes (collection.mjs), so later writes do not show through.
 */
import { CODES, StoreError } from "./errors.mjs";
import { encodeCursorBody, MAX_DOCUMENT_BYTES, serialize } from "./wire/wire.mjs";

const IDLE_MS = 10 * 60_000;
/** mongod's first batch: 101 documents (or 16 MB) unless the client says otherwise. */
const FIRST_BATCH = 101;
/** Room in a reply for what surrounds the batch. */
const BATCH_BYTES = MAX_DOCUMENT_BYTES - 64 * 1024;

/** @import { Doc } from "./wire/wire.mjs" */
/** @typedef {{ namespace: string, docs: Doc[], position: number, usedAt: number }} Cursor */

export class Cursors {
  /** @type {Map<number, Cursor>} */
  #open = new Map();
  #nextId = 1 + Math.floor(Math.random() * 1_000_000);

  constructor() {
    this.timer = setInterval(() => this.#sweep(), 60_000);
    this.timer.unref();
  }

  get size() {
    return this.#open.size;
  }

  /**
   * The first batch of `docs`: the reply body of a find or aggregate, leaving a cursor open when
   * more remain (and `singleBatch` is not asked).
   * @param {string} namespace
   * @param {Doc[]} docs
   * @param {{ batchSize?: number, singleBatch?: boolean }} [options]
   */
  first(namespace, docs, { batchSize, singleBatch = false } = {}) {
    const cursor = { namespace, docs, position: 0, usedAt: Date.now() };
    const batch = this.#take(cursor, batchSize ?? FIRST_BATCH);
    let id = 0;
    if (cursor.position < docs.length && !singleBatch) {
      id = this.#nextId++;
      this.#open.set(id, cursor);
    }
    return encodeCursorBody("firstBatch", batch, id, namespace);
  }

  /**
   * The next batch of a cursor (getMore); the cursor is closed once it has sent everything.
   * @param {number} id
   * @param {string} namespace
   * @param {number | undefined} batchSize
   */
  more(id, namespace, batchSize) {
    const cursor = this.#open.get(id);
    if (!cursor || cursor.namespace !== namespace)
      throw new StoreError(CODES.CursorNotFound, `cursor id ${id} not found`);
    cursor.usedAt = Date.now();
    const batch = this.#take(cursor, batchSize || Infinity);
    const done = cursor.position >= cursor.docs.length;
    if (done) this.#open.delete(id);
    return encodeCursorBody("nextBatch", batch, done ? 0 : id, namespace);
  }

  /**
   * killCursors: which of `ids` were open.
   * @param {number[]} ids
   */
  kill(ids) {
    /** @type {number[]} */
    const killed = [];
    /** @type {number[]} */
    const notFound = [];
    for (const id of ids) (this.#open.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /**
   * @param {Cursor} cursor
   * @param {number} count
   */
  #take(cursor, count) {
    /** @type {Uint8Array[]} */
    const batch = [];
    let bytes = 0;
    while (batch.length < count && cursor.position < cursor.docs.length) {
      const doc = serialize(/** @type {Doc} */ (cursor.docs[cursor.position]));
      if (batch.length > 0 && bytes + doc.length > BATCH_BYTES) break;
      batch.push(doc);
      bytes += doc.length;
      cursor.position++;
    }
    return batch;
  }

  #sweep() {
    const before = Date.now() - IDLE_MS;
    for (const [id, cursor] of this.#open) if (cursor.usedAt < before) this.#open.delete(id);
  }

  close() {
    clearInterval(this.timer);
    this.#open.clear();
  }
}
