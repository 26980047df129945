/**
 * The backup file: what `npm run backup` and the admin's download write and `npm run restore`
 * reads, from and into the embedded store or MongoDB alike.
 *
 * One gzip file of JSON lines. The first line is the manifest: { format, createdAt, source,
 * collections: { name: count }, sha256 }; each following line is one collection,
 * { name, documents }, in canonical Extended JSON (so ObjectIds, dates and image bytes come back
 * as they were). `sha256` is the checksum of every line after the first.
 */
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import mongoose from "mongoose";

/** @typedef {import("mongoose").mongo.Db} Db */
/** @typedef {import("mongoose").mongo.Document} Document */
/**
 * @typedef {{
 *   format: string,
 *   createdAt: string,
 *   source: "embedded" | "mongodb",
 *   collections: Record<string, number>,
 *   sha256: string,
 * }} BackupManifest
 */

const { EJSON } = mongoose.mongo.BSON;
export const BACKUP_FORMAT = "dietician-backup/1";

/**
 * @param {Record<string, object[]>} collections
 * @param {{ source: "embedded" | "mongodb", createdAt?: Date }} meta
 */
export function encodeBackup(collections, { source, createdAt = new Date() }) {
  const lines = Object.entries(collections).map(([name, documents]) =>
    EJSON.stringify({ name, documents }, { relaxed: false }),
  );
  const body = lines.join("\n");
  const manifest = backupManifest({
    source,
    createdAt,
    collections: Object.fromEntries(Object.entries(collections).map(([n, d]) => [n, d.length])),
    sha256: createHash("sha256").update(body).digest("hex"),
  });
  return gzipSync(`${JSON.stringify(manifest)}\n${body}`);
}

/**
 * A backup file's first line, for the body whose counts and checksum are given.
 * @param {{ source: "embedded" | "mongodb", createdAt: Date, collections: Record<string, number>, sha256: string }} of
 * @returns {BackupManifest}
 */
export function backupManifest({ source, createdAt, collections, sha256 }) {
  return { format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), source, collections, sha256 };
}

/**
 * The manifest and collections of a backup file; throws when it is not one, or is damaged.
 * @param {Buffer} buffer
 * @returns {{ manifest: BackupManifest, collections: Record<string, Document[]> }}
 */
export function decodeBackup(buffer) {
  let text;
  try {
    text = gunzipSync(buffer).toString("utf8");
  } catch {
    throw new Error("This is not a backup file (not gzip).");
  }
  const newline = text.indexOf("\n");
  /** @type {BackupManifest} */
  const manifest = JSON.parse(newline < 0 ? text : text.slice(0, newline));
  if (manifest.format !== BACKUP_FORMAT) throw new Error("This is not a backup file of this site.");
  const body = newline < 0 ? "" : text.slice(newline + 1);
  if (createHash("sha256").update(body).digest("hex") !== manifest.sha256) {
    throw new Error("The backup file is damaged: its checksum does not match.");
  }
  /** @type {Record<string, Document[]>} */
  const collections = {};
  for (const line of body ? body.split("\n") : []) {
    const { name, documents } = EJSON.parse(line, { relaxed: false });
    collections[name] = documents;
  }
  for (const [name, count] of Object.entries(manifest.collections)) {
    if (collections[name]?.length !== count)
      throw new Error(`The backup's "${name}" is incomplete.`);
  }
  return { manifest, collections };
}

/** @param {Record<string, unknown[]>} collections */
const countOf = (collections) => Object.values(collections).reduce((n, docs) => n + docs.length, 0);

/**
 * Restores into a MongoDB database, which must be empty (or `force`: emptied first).
 * @param {Db} db
 * @param {Record<string, Document[]>} collections
 * @param {{ force?: boolean }} [options]
 */
export async function restoreToDatabase(db, collections, { force = false } = {}) {
  const existing = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !name.startsWith("system."));
  let stored = 0;
  for (const name of existing) stored += await db.collection(name).countDocuments();
  if (stored > 0 && !force) {
    throw new Error(
      `The database holds ${stored} documents already: restore into an empty one, or add --force.`,
    );
  }
  for (const name of existing) await db.collection(name).deleteMany({});
  for (const [name, documents] of Object.entries(collections)) {
    for (let i = 0; i < documents.length; i += 500)
      await db.collection(name).insertMany(documents.slice(i, i + 500), { ordered: true });
  }
  return countOf(collections);
}
