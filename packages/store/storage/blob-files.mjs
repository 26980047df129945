/**
 * Images (any GridFS bucket's chunks) as files: each chunk's bytes are written once, named by
 * their SHA-256, under the store folder's `blobs/`, and fsynced before the document that names
 * them is written; the chunk's document keeps only the name (a `BlobRef` in memory, a small
 * Binary of subtype 0x80 in the store file). So an upload writes its bytes once, the store's
 * memory holds no image, and nothing else ever rewrites them.
 *
 * A chunk sent to a client (find, a backup) carries its bytes again: `BlobRef.toBSON` reads the
 * file and checks its hash, so a damaged or missing file is an error, never wrong bytes.
 *
 * A file goes once no document names it: right after the commit that removed the last one
 * (overwritten with zeros first, as SQLite's secure_delete does for rows: an erased report
 * leaves nothing), and at start for whatever a crash left (a file written for a write that never
 * committed, a half-written temporary file).
 */
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { Binary } from "bson";
import { CODES, StoreError } from "../errors.mjs";

/** @import { Doc } from "../wire/wire.mjs" */

export const BLOB_DIR = "blobs";
/** The Binary subtype (user-defined range) of a stored reference: [original subtype, sha256]. */
const REF_SUBTYPE = 0x80;

/**
 * Whether a collection's documents are GridFS chunks (`<bucket>.chunks`, bytes in `data`).
 * @param {string} collectionName
 */
export const holdsChunks = (collectionName) => collectionName.endsWith(".chunks");

/**
 * @param {unknown} value
 * @returns {value is Binary}
 */
const isBinary = (value) =>
  /** @type {{ _bsontype?: string } | null | undefined} */ (value)?._bsontype === "Binary";
/** @param {Binary} binary */
const bytesOf = (binary) =>
  Buffer.from(binary.buffer.buffer, binary.buffer.byteOffset, binary.position);
/** @param {Uint8Array} bytes */
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** A chunk's bytes, kept in a file: the document holds this instead of the Binary. */
export class BlobRef {
  /**
   * @param {BlobFiles} files
   * @param {string} sha
   * @param {number} subtype
   * @param {number} length
   */
  constructor(files, sha, subtype, length) {
    this.files = files;
    this.sha = sha;
    this.subtype = subtype;
    this.length = length;
  }

  /** What the store file keeps. */
  stored() {
    return new Binary(
      Buffer.concat([Buffer.from([this.subtype]), Buffer.from(this.sha, "hex")]),
      REF_SUBTYPE,
    );
  }

  /** The bytes, whenever the document is sent. */
  toBSON() {
    return new Binary(this.files.read(this.sha, this.length), this.subtype);
  }

  toString() {
    return `blob:${this.sha}`;
  }
}

/**
 * `doc` as the store file keeps it: its BlobRef as the reference Binary.
 * @param {Doc} doc
 * @returns {Doc}
 */
export const storedForm = (doc) =>
  doc.data instanceof BlobRef ? { ...doc, data: doc.data.stored() } : doc;

export class BlobFiles {
  /** @param {string} dir the `blobs` folder */
  constructor(dir) {
    this.dir = dir;
    /** @type {Map<string, number>} sha -> how many documents name it */
    this.refs = new Map();
    /** @type {Set<string>} shas whose last document went: deleted after the next commit */
    this.released = new Set();
  }

  /** @param {string} sha */
  #file(sha) {
    return path.join(this.dir, sha.slice(0, 2), sha);
  }

  /** @param {string} sha */
  #hold(sha) {
    this.refs.set(sha, (this.refs.get(sha) ?? 0) + 1);
    this.released.delete(sha);
  }

  /**
   * `doc` with its `data` Binary written to a file (if it is not there yet) and named instead.
   * @param {Doc} doc
   * @returns {Doc}
   */
  externalize(doc) {
    if (!isBinary(doc.data)) return doc;
    const bytes = bytesOf(doc.data);
    const sha = sha256(bytes);
    const file = this.#file(sha);
    if (!existsSync(file) || statSync(file).size !== bytes.length) writeDurably(file, bytes);
    this.#hold(sha);
    return { ...doc, data: new BlobRef(this, sha, doc.data.sub_type, bytes.length) };
  }

  /**
   * A document read from the store file: its reference becomes a BlobRef again. `hold`: count
   * it as naming its file (at start, once per document; not when a query reads it again).
   * @param {Doc} doc
   * @returns {Doc}
   */
  fromStored(doc, { hold = true } = {}) {
    const data = doc.data;
    if (!isBinary(data) || data.sub_type !== REF_SUBTYPE || data.position !== 33) return doc;
    const ref = bytesOf(data);
    const sha = ref.subarray(1).toString("hex");
    const file = this.#file(sha);
    const length = existsSync(file) ? statSync(file).size : 0;
    if (hold) this.#hold(sha);
    return { ...doc, data: new BlobRef(this, sha, /** @type {number} */ (ref[0]), length) };
  }

  /**
   * A document that named a file is gone (or replaced by one that does not).
   * @param {Doc | null | undefined} doc
   * @param {Doc | null} [next]
   */
  release(doc, next = null) {
    const ref = doc?.data;
    const nextData = next?.data;
    // the same file named again (an update that kept `data`; the document read twice gives two
    // BlobRefs of one file): nothing released. A rewrite with the same bytes keeps one count
    // too many, and its file until the next start's sweep: never one too few.
    if (
      !(ref instanceof BlobRef) ||
      nextData === ref ||
      /** @type {{ sha?: unknown } | null | undefined} */ (nextData)?.sha === ref.sha
    )
      return;
    const count = (this.refs.get(ref.sha) ?? 0) - 1;
    if (count > 0) this.refs.set(ref.sha, count);
    else {
      this.refs.delete(ref.sha);
      this.released.add(ref.sha);
    }
  }

  /** After a commit: deletes the files no document names any more. */
  afterCommit() {
    for (const sha of this.released) if (!this.refs.has(sha)) shred(this.#file(sha));
    this.released.clear();
  }

  /** At start, once every document is loaded: deletes what no document names. */
  sweep() {
    if (!existsSync(this.dir)) return 0;
    let removed = 0;
    for (const entry of readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      if (this.refs.has(entry.name)) continue;
      shred(path.join(entry.parentPath, entry.name));
      removed++;
    }
    return removed;
  }

  /**
   * The bytes of `sha`, checked against their name.
   * @param {string} sha
   * @param {number} length
   */
  read(sha, length) {
    let bytes;
    try {
      bytes = readFileSync(this.#file(sha));
    } catch {
      throw new StoreError(
        CODES.InternalError,
        `A stored file's bytes are missing (blobs/${sha}).`,
      );
    }
    if (bytes.length !== length || sha256(bytes) !== sha)
      throw new StoreError(
        CODES.InternalError,
        `A stored file's bytes are damaged (blobs/${sha}).`,
      );
    return bytes;
  }
}

/**
 * Writes `bytes` to `file` through a temporary file: fsynced, renamed, its folder fsynced.
 * @param {string} file
 * @param {Uint8Array} bytes
 */
function writeDurably(file, bytes) {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temporary, "w", 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const dirFd = openSync(dir, "r");
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/**
 * Overwrites a file with zeros, then deletes it.
 * @param {string} file
 */
function shred(file) {
  try {
    const fd = openSync(file, "r+");
    try {
      writeSync(fd, Buffer.alloc(statSync(file).size));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // already gone
  }
  rmSync(file, { force: true });
}
