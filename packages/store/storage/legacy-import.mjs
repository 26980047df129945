/**
 * The upgrade from the data directory of older versions (manifest.json + collections/*.bson,
 * legacy-snapshot.mjs): at the first start of the store on such a directory its documents are
 * imported into the store file in one transaction, and the old files are then moved, not
 * deleted, into `pre-store-<time>/` beside it, with a log line. A crash between the two leaves a
 * mark in the store file (`legacyImport`), so the next start only moves the files: never twice.
 *
 * A store that already holds documents is not mixed with old files found beside it (an older
 * version run again on the directory?): the start is refused until someone decides.
 */
import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { LEGACY_ENTRIES, loadSnapshot, readManifest } from "./legacy-snapshot.mjs";

/** @import { Catalog } from "../catalog.mjs" */
/** @import { StoreFile } from "./sqlite-file.mjs" */
/** @typedef {Pick<Console, "error" | "info" | "warn">} Log */

export const ASIDE_PREFIX = "pre-store-";

/**
 * Imports the old files of `dataDir` into `database` of `catalog` (and the store `file`), unless
 * there are none. `keepFiles`: leave them where they are (a read-only store, e.g. a build's).
 * @param {{ dataDir: string, catalog: Catalog, file?: StoreFile | null, database: string,
 *   log?: Log, keepFiles?: boolean }} options
 * @returns {Promise<{ documents: number, collections: number, savedAt: string | null,
 *   aside: string | null } | null>}
 */
export async function importLegacyData({
  dataDir,
  catalog,
  file,
  database,
  log = console,
  keepFiles = false,
}) {
  const manifest = await readManifest(dataDir, log);
  if (!manifest) return null;
  const done = file?.meta("legacyImport");
  /** @type {{ documents: number, collections: number, savedAt: string | null } | null} */
  let summary = done ? JSON.parse(done) : null;
  if (!summary) {
    const held = catalog.list(database).reduce((n, collection) => n + collection.records.size, 0);
    if (held > 0) {
      throw new Error(
        `${dataDir} holds both the store (${held} documents) and data files of an older version ` +
          `(${LEGACY_ENTRIES.join(", ")}), written after the upgrade? Not mixing them: move the ` +
          "old files away (or restore a backup) and start again.",
      );
    }
    const { collections, savedAt } = await loadSnapshot(dataDir, log);
    let documents = 0;
    for (const [name, docs] of Object.entries(collections)) {
      const collection = catalog.ensure(database, name);
      for (const doc of docs) collection.insert(doc);
      documents += docs.length;
    }
    summary = { documents, collections: Object.keys(collections).length, savedAt };
    file?.setMeta("legacyImport", JSON.stringify({ ...summary, at: new Date().toISOString() }));
    file?.commit();
  }
  if (keepFiles) return { ...summary, aside: null };
  const aside = path.join(
    dataDir,
    `${ASIDE_PREFIX}${new Date().toISOString().replace(/[:.]/g, "-")}`,
  );
  await mkdir(aside, { recursive: true, mode: 0o700 });
  for (const entry of LEGACY_ENTRIES) {
    const from = path.join(dataDir, entry);
    if (existsSync(from)) await rename(from, path.join(aside, entry));
  }
  log.info(
    `[store] Upgraded the data directory: imported ${summary.documents} documents in ` +
      `${summary.collections} collections (saved ${summary.savedAt}) from the older version's ` +
      `files, which were kept in ${aside}.`,
  );
  return { ...summary, aside };
}

/**
 * Moves an older version's files of `dataDir` into `pre-store-<time>/`; returns that folder.
 * @param {string} dataDir
 */
export async function setLegacyFilesAside(dataDir) {
  const aside = path.join(
    dataDir,
    `${ASIDE_PREFIX}${new Date().toISOString().replace(/[:.]/g, "-")}`,
  );
  await mkdir(aside, { recursive: true, mode: 0o700 });
  for (const entry of LEGACY_ENTRIES) {
    const from = path.join(dataDir, entry);
    if (existsSync(from)) await rename(from, path.join(aside, entry));
  }
  return aside;
}
