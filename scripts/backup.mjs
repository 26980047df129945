#!/usr/bin/env node
/**
 * `npm run backup [-- FILE]`: writes the whole database to one backup file (default
 * ./backups/dietician-backup-<time>.json.gz): from MONGODB_URI when set, else from the embedded
 * store's data directory (DATA_DIR, default ./data; a running app's too: its store file holds
 * every write it acknowledged). The format is lib/backup/backup-archive.mjs's; `npm run restore` reads it.
 * With BACKUP_PASSPHRASE set the file is encrypted with it (lib/backup/backup-crypt.mjs, default name
 * ending .json.gz.enc), like the nightly backup and the admin's download.
 * Settings as for `npm start`: the environment, then the .env files (scripts/lib/load-env.mjs).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { encodeBackup } from "../lib/backup/backup-archive.mjs";
import { backupOfDatabase } from "../lib/backup/backup-stream.mjs";
import { encryptBackup } from "../lib/backup/backup-crypt.mjs";
import { readDataDir } from "../lib/backup/offline-data.mjs";
import { loadProjectEnv } from "./lib/load-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
loadProjectEnv(root);
const now = new Date();
const passphrase = process.env.BACKUP_PASSPHRASE || undefined;
if (passphrase && passphrase.length < 12) {
  console.error("BACKUP_PASSPHRASE must be at least 12 characters: no backup was written.");
  process.exit(1);
}
const file = path.resolve(
  process.argv[2] ??
    path.join(
      root,
      "backups",
      `dietician-backup-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.json.gz${passphrase ? ".enc" : ""}`,
    ),
);

/** @type {Buffer} */
let plain;
/** @type {Record<string, number>} */
let counts;
if (process.env.MONGODB_URI) {
  const client = await new mongoose.mongo.MongoClient(process.env.MONGODB_URI).connect();
  try {
    const db = client.db();
    const names = (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((name) => !name.startsWith("system."));
    // read and compressed collection by collection (lib/backup/backup-stream.mjs)
    ({ file: plain, counts } = await backupOfDatabase(db, names, {
      source: "mongodb",
      createdAt: now,
    }));
  } finally {
    await client.close();
  }
} else {
  const dataDir = path.resolve(root, process.env.DATA_DIR || "data");
  const collections = Object.fromEntries(
    Object.entries(await readDataDir(dataDir)).filter(([, docs]) => docs.length > 0),
  );
  plain = encodeBackup(collections, { source: "embedded", createdAt: now });
  counts = Object.fromEntries(
    Object.entries(collections).map(([name, docs]) => [name, docs.length]),
  );
}

mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, passphrase ? encryptBackup(plain, passphrase) : plain, { mode: 0o600 });
const listed = Object.entries(counts).map(([name, count]) => `${name} ${count}`);
const sealed = passphrase ? ", encrypted with BACKUP_PASSPHRASE" : "";
console.info(`Backup written to ${file} (${listed.join(", ") || "empty"})${sealed}.`);
