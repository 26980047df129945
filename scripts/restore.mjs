#!/usr/bin/env node
/**
 * `npm run restore -- FILE [--force]`: loads a backup file (`npm run backup`, or the admin's
 * download) into an empty database: MONGODB_URI when set, else the embedded store's data
 * directory (DATA_DIR, default ./data; stop the app first). A database that holds data is
 * refused unless --force, which replaces what it holds. Settings as for `npm start`: the environment, then the .env files
 * (scripts/lib/load-env.mjs).
 *
 * An encrypted backup (any of them written with BACKUP_PASSPHRASE, lib/backup/backup-crypt.mjs) is opened
 * with BACKUP_PASSPHRASE from there, or else with a passphrase typed at the prompt.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { decodeBackup, restoreToDatabase } from "../lib/backup/backup-archive.mjs";
import { decryptBackup, isEncryptedBackup } from "../lib/backup/backup-crypt.mjs";
import { restoreToDataDir } from "../lib/backup/offline-data.mjs";
import { loadProjectEnv } from "./lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
loadProjectEnv(root);
const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}

try {
  let bytes = readFileSync(path.resolve(file));
  if (isEncryptedBackup(bytes)) {
    bytes = decryptBackup(bytes, process.env.BACKUP_PASSPHRASE || (await askPassphrase()));
  }
  const { manifest, collections } = decodeBackup(bytes);
  let restored;
  let target;
  if (process.env.MONGODB_URI) {
    target = "the database of MONGODB_URI";
    const client = await new mongoose.mongo.MongoClient(process.env.MONGODB_URI).connect();
    try {
      restored = await restoreToDatabase(client.db(), collections, { force });
    } finally {
      await client.close();
    }
  } else {
    target = path.resolve(root, process.env.DATA_DIR || "data");
    restored = await restoreToDataDir(target, collections, { force });
  }
  console.info(
    `Restored ${restored} documents in ${Object.keys(collections).length} collections ` +
      `(backup of ${manifest.createdAt}) into ${target}.`,
  );
} catch (error) {
  console.error(`Nothing was restored: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

/**
 * The passphrase typed at the terminal, not echoed; none when nobody is there to type it.
 * @returns {Promise<string | undefined>}
 */
async function askPassphrase() {
  if (!process.stdin.isTTY) return undefined;
  const { createInterface } = await import("node:readline");
  const prompt = "This backup is encrypted. Passphrase: ";
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Echo nothing of what is typed after the prompt.
  // an undocumented method of readline's Interface (what it writes to the terminal)
  /** @type {{ _writeToOutput?: (text: string) => void }} */ (
    /** @type {unknown} */ (rl)
  )._writeToOutput = (text) => {
    if (text.startsWith(prompt)) process.stderr.write(prompt);
  };
  try {
    return await new Promise(
      /** @param {(answer: string) => void} resolve */ (resolve) => rl.question(prompt, resolve),
    );
  } finally {
    process.stderr.write("\n");
    rl.close();
  }
}
