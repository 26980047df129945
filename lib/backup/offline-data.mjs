/**
 * The embedded store's data directory read and written without a running app: `npm run backup`
 * reads it (a running app's store file too: SQLite lets a reader see its last commit), `npm run
 * restore` writes it (no app running: the directory's lock). A directory an older version wrote
 * (manifest.json + collections/, not yet upgraded) is read as such, and set aside by a restore.
 */
import { EMBEDDED_DATABASE, lockDataDir, storeDirOf } from "../server/data-dir.mjs";
import { setLegacyFilesAside } from "../../packages/store/storage/legacy-import.mjs";
import { loadSnapshot, readManifest } from "../../packages/store/storage/legacy-snapshot.mjs";
import {
  readStoreCollections,
  replaceStoreCollections,
} from "../../packages/store/storage/sqlite-file.mjs";

/** @typedef {import("bson").Document} Document */

/** @param {Record<string, unknown[]>} collections */
const countOf = (collections) => Object.values(collections).reduce((n, docs) => n + docs.length, 0);

/**
 * Every collection the data directory holds, `{ name: documents }`: the store's, or, before the
 * upgrade, the older version's files'.
 * @param {string} dir
 * @returns {Promise<Record<string, Document[]>>}
 */
export async function readDataDir(dir) {
  const stored = readStoreCollections(storeDirOf(dir), EMBEDDED_DATABASE);
  if (stored && countOf(stored) > 0) return stored;
  if (await readManifest(dir)) return (await loadSnapshot(dir)).collections;
  return stored ?? {};
}

/**
 * Restores `collections` into the data directory, which must hold no documents (or `force`:
 * what it held is replaced, not merged), while no app runs on it. Returns the documents restored.
 * @param {string} dir
 * @param {Record<string, Document[]>} collections
 * @param {{ force?: boolean }} [options]
 */
export async function restoreToDataDir(dir, collections, { force = false } = {}) {
  const unlock = await lockDataDir(dir);
  try {
    const stored = countOf(await readDataDir(dir));
    if (stored > 0 && !force) {
      throw new Error(
        `${dir} holds ${stored} documents already: restore into an empty one, or add --force.`,
      );
    }
    replaceStoreCollections(storeDirOf(dir), EMBEDDED_DATABASE, collections);
    // an older version's files would otherwise be taken for data to upgrade
    if (await readManifest(dir)) await setLegacyFilesAside(dir);
    return countOf(collections);
  } finally {
    await unlock();
  }
}
