/**
 * The data directory of the embedded database (DATA_DIR, default ./data): what is in it and who
 * may write it. Plain JavaScript, so scripts/start.mjs, backup.mjs and restore.mjs use it
 * without a build.
 *
 *   store/            the store's SQLite file (packages/store/storage/sqlite-file.mjs) and its WAL
 *   secret            the admin tokens' secret when JWT_SECRET is unset (secret-file.mjs)
 *   lock              the pid of the one app using the directory
 *   pre-store-<time>/ an older version's files, set aside by the upgrade (packages/store/storage/legacy-import.mjs)
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The database the app uses in the embedded store (and its URI names). */
export const EMBEDDED_DATABASE = "dietician";

/**
 * The store's folder in a data directory.
 * @param {string} dataDir
 */
export const storeDirOf = (dataDir) => path.join(dataDir, "store");

/**
 * Deletes the older version's files the upgrade set aside (after an erasure: they may hold the
 * erased records). Returns the folders deleted.
 * @param {string} dataDir
 */
export async function removeUpgradeLeftovers(dataDir) {
  const names = (await readdir(dataDir).catch(() => [])).filter((name) =>
    name.startsWith("pre-store-"),
  );
  for (const name of names) await rm(path.join(dataDir, name), { recursive: true, force: true });
  return names;
}

/**
 * Makes this process the only user of `dir`: a second app started on the same data directory
 * would run a second store on the same file. A lock left by a process that is gone is taken over.
 * @param {string} dir
 * @returns {Promise<() => Promise<void>>}
 */
export async function lockDataDir(dir) {
  await mkdir(dir, { recursive: true, mode: 0o700 }); // clients' details: for this user only
  const file = path.join(dir, "lock");
  const holder = Number((await readFile(file, "utf8").catch(() => "")).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The data directory ${dir} is in use by process ${holder}. Stop that app first, or give ` +
        "this one its own DATA_DIR.",
    );
  }
  await writeFile(file, String(process.pid), { mode: 0o600 });
  return () => rm(file, { force: true });
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}
