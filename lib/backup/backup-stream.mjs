/**
 * A database's backup file written as it is read (the nightly backup, the admin's download,
 * `npm run backup` from MongoDB): collection by collection through a cursor, each document
 * compressed as it comes. Memory holds a batch of documents and the compressed file, not the
 * data: `encodeBackup` (backup-archive.mjs) held every document, every collection's text and the
 * whole body at once, hundreds of MB at 100,000 messages.
 *
 * The file is the one `encodeBackup` writes, unzipped byte for byte: the manifest line first (it
 * names the body's checksum and counts, known only at the end, so it is compressed last, as a gzip
 * member of its own placed first: gunzip reads concatenated members as one stream), then one
 * line per collection that has documents, { name, documents } in canonical Extended JSON.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createGzip, gzipSync } from "node:zlib";
import mongoose from "mongoose";
import { backupManifest } from "./backup-archive.mjs";

/** @typedef {import("mongoose").mongo.Db} Db */

const { EJSON } = mongoose.mongo.BSON;
/** Text handed to gzip at a time. */
const CHUNK_CHARS = 64 * 1024;

/**
 * The backup file of the collections `names` of `db` (sorted by name; empty ones left out).
 * @param {Db} db
 * @param {Iterable<string>} names
 * @param {{ source: "embedded" | "mongodb", createdAt?: Date }} meta
 * @returns {Promise<{ file: Buffer, counts: Record<string, number> }>}
 */
export async function backupOfDatabase(db, names, { source, createdAt = new Date() }) {
  const hash = createHash("sha256");
  const gzip = createGzip();
  /** @type {Buffer[]} */
  const compressed = [];
  gzip.on("data", (chunk) => compressed.push(chunk));
  const ended = once(gzip, "end");
  let pending = "";
  const flush = async () => {
    hash.update(pending);
    const more = gzip.write(pending);
    pending = "";
    if (!more) await once(gzip, "drain");
  };
  /** @type {Record<string, number>} */
  const counts = {};
  for (const name of [...names].sort()) {
    let count = 0;
    for await (const doc of db.collection(name).find({})) {
      pending +=
        count === 0
          ? `${Object.keys(counts).length ? "\n" : ""}{"name":${JSON.stringify(name)},"documents":[`
          : ",";
      pending += EJSON.stringify(doc, { relaxed: false });
      count++;
      if (pending.length >= CHUNK_CHARS) await flush();
    }
    if (count === 0) continue;
    pending += "]}";
    counts[name] = count;
  }
  await flush();
  gzip.end();
  await ended;
  const manifest = backupManifest({
    source,
    createdAt,
    collections: counts,
    sha256: hash.digest("hex"),
  });
  return {
    file: Buffer.concat([gzipSync(`${JSON.stringify(manifest)}\n`), ...compressed]),
    counts,
  };
}
