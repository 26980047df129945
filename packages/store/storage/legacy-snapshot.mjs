/**
 * The data directory's format before the store (manifest.json + collections/<name>.<gen>.bson),
 * kept to read a directory written by an older version once, at its upgrade (legacy-import.mjs),
 * and to write one in tests of that upgrade.
 *
 * Each collection was a file of concatenated BSON documents, named by generation, written in
 * full and synced before manifest.json pointed at it; the manifest kept each file's SHA-256 and
 * document count and the previous generation's. A file that fails its checksum is set aside
 * (<file>.corrupt), the previous copy is loaded, and the log says so; with no good copy left
 * loading throws rather than give nothing.
 */
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { BSON } from "bson";

/** @import { Doc } from "../wire/wire.mjs" */
/** @typedef {Pick<Console, "error" | "info" | "warn">} Log */
/**
 * One collection's file in a manifest, and the generation before it.
 * @typedef {{ file: string, sha256: string, count: number, savedAt: string, previous?: Omit<CollectionFile, "previous"> & { previous?: undefined } }} CollectionFile
 */
/**
 * @typedef {{ format: number, generation: number, savedAt: string, collections: { [name: string]: CollectionFile } }} Manifest
 */

const FORMAT = 1;
const MANIFEST = "manifest.json";
const PREVIOUS_MANIFEST = "manifest.prev.json";
const FOLDER = "collections";

/** @param {Doc[]} docs */
export function encodeDocuments(docs) {
  return Buffer.concat(docs.map((doc) => BSON.serialize(doc)));
}

/**
 * @param {Buffer} buffer
 * @returns {Doc[]}
 */
export function decodeDocuments(buffer) {
  /** @type {Doc[]} */
  const docs = [];
  for (let offset = 0; offset < buffer.length;) {
    if (offset + 4 > buffer.length) throw new Error("truncated document");
    const size = buffer.readInt32LE(offset);
    if (size < 5 || offset + size > buffer.length) throw new Error("truncated document");
    docs.push(BSON.deserialize(buffer.subarray(offset, offset + size)));
    offset += size;
  }
  return docs;
}

/** @param {Buffer} buffer */
const sha256 = (buffer) => createHash("sha256").update(buffer).digest("hex");

/**
 * Writes a file so that it is either wholly there or not at all, even across a power cut.
 * @param {string} file
 * @param {string | Buffer} data
 */
async function writeDurably(file, data) {
  const temp = `${file}.tmp-${process.pid}`;
  const handle = await open(temp, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  const folder = await open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * A manifest file, or null when there is none.
 * @param {string} file
 * @returns {Promise<Manifest | null>}
 */
async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    if (code === "ENOENT") return null;
    throw new Error(`${path.basename(file)} is unreadable: ${message}`);
  }
}

/**
 * The manifest of `dir`, or null when nothing was ever saved there; falls back to the previous one.
 * @param {string} dir
 * @param {Log} [log]
 */
export async function readManifest(dir, log = console) {
  try {
    return await readJson(path.join(dir, MANIFEST));
  } catch (error) {
    const previous = await readJson(path.join(dir, PREVIOUS_MANIFEST));
    if (!previous) throw error;
    log.error(
      `[store] ${/** @type {Error} */ (error).message}; using the previous manifest (saved ${previous.savedAt}).`,
    );
    return previous;
  }
}

/**
 * @param {string} dir
 * @param {Omit<CollectionFile, "previous">} copy
 */
async function readCopy(dir, copy) {
  const buffer = await readFile(path.join(dir, FOLDER, copy.file));
  if (sha256(buffer) !== copy.sha256) throw new Error("checksum mismatch");
  const docs = decodeDocuments(buffer);
  if (docs.length !== copy.count)
    throw new Error(`${docs.length} documents, expected ${copy.count}`);
  return docs;
}

/**
 * Every saved collection of `dir`: { collections: { name: docs }, savedAt }. A damaged file is
 * set aside and its previous copy loaded, with a log line; with no good copy left, this throws.
 * @param {string} dir
 * @param {Log} [log]
 * @returns {Promise<{ collections: { [name: string]: Doc[] }, savedAt: string | null }>}
 */
export async function loadSnapshot(dir, log = console) {
  const manifest = await readManifest(dir, log);
  if (!manifest) return { collections: {}, savedAt: null };
  if (manifest.format !== FORMAT)
    throw new Error(`Unknown data format ${manifest.format} in ${dir}`);
  /** @type {{ [name: string]: Doc[] }} */
  const collections = {};
  for (const [name, entry] of Object.entries(manifest.collections)) {
    try {
      collections[name] = await readCopy(dir, entry);
      continue;
    } catch (caught) {
      const error = /** @type {Error} */ (caught);
      const file = path.join(dir, FOLDER, entry.file);
      await rename(file, `${file}.corrupt`).catch(() => {});
      if (!entry.previous) {
        throw new Error(
          `The data file of "${name}" (${file}) is damaged (${error.message}) and no earlier copy ` +
            "is left. It was kept as .corrupt; restore a backup (npm run restore -- FILE).",
        );
      }
      collections[name] = await readCopy(dir, entry.previous);
      log.error(
        `[store] The data file of "${name}" (${file}) is damaged (${error.message}): loaded the ` +
          `previous copy instead (${entry.previous.count} documents, saved ${entry.previous.savedAt}); ` +
          "the damaged file was kept as .corrupt.",
      );
    }
  }
  return { collections, savedAt: manifest.savedAt };
}

/**
 * Saves whole collections as one new generation, as the older versions did: their files first,
 * then the manifest that points at them (the old manifest kept as manifest.prev.json), then
 * removes the files neither manifest mentions. (Tests of the upgrade write old directories so.)
 * @param {string} dir
 * @param {{ [name: string]: Doc[] }} batch
 * @returns {Promise<Manifest>}
 */
export async function saveCollections(dir, batch, now = new Date()) {
  await mkdir(path.join(dir, FOLDER), { recursive: true });
  /** @type {Omit<Manifest, "savedAt"> & { savedAt?: string }} */
  const old = (await readManifest(dir)) ?? { format: FORMAT, generation: 0, collections: {} };
  const generation = old.generation + 1;
  const collections = { ...old.collections };
  for (const [name, docs] of Object.entries(batch)) {
    const buffer = encodeDocuments(docs);
    const file = `${encodeURIComponent(name)}.${generation}.bson`;
    await writeDurably(path.join(dir, FOLDER, file), buffer);
    const current = old.collections[name];
    collections[name] = {
      file,
      sha256: sha256(buffer),
      count: docs.length,
      savedAt: now.toISOString(),
      ...(current ? { previous: { ...current, previous: undefined } } : {}),
    };
  }
  const manifest = { format: FORMAT, generation, savedAt: now.toISOString(), collections };
  if (old.generation > 0)
    await writeDurably(path.join(dir, PREVIOUS_MANIFEST), JSON.stringify(old));
  await writeDurably(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 1));
  await removeUnreferenced(dir, [manifest, old]);
  return manifest;
}

/**
 * Removes the files no manifest mentions, but damaged ones set aside.
 * @param {string} dir
 * @param {{ collections: { [name: string]: CollectionFile } }[]} manifests
 */
async function removeUnreferenced(dir, manifests) {
  /** @type {Set<string>} */
  const keep = new Set();
  for (const manifest of manifests)
    for (const entry of Object.values(manifest.collections)) {
      keep.add(entry.file);
      if (entry.previous) keep.add(entry.previous.file);
    }
  for (const file of await readdir(path.join(dir, FOLDER))) {
    if (keep.has(file) || file.endsWith(".corrupt")) continue;
    await rm(path.join(dir, FOLDER, file));
  }
}

/** The files of the old format in a data directory (what the upgrade sets aside). */
export const LEGACY_ENTRIES = [MANIFEST, PREVIOUS_MANIFEST, FOLDER];
