#!/usr/bin/env node
/**
 * `npm run restore -- FILE [--force]`: loads a backup file (`npm run backup`, or the admin's
 * download) into an empty database: MONGODB_URI when set, else the embedded store's data
 * directory (DATA_DIR, default ./data; stop the app first). A database that holds data is
 * refused unless --force, which replaces what it holds. Settings as for `npm start`: the environment, then the .env files
 * (scripts/lib/load-env.mjs).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { decodeBackup, restoreToDatabase } from "../lib/data/backup-archive.mjs";
import { restoreToDataDir } from "../lib/data/offline-data.mjs";
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
  const { manifest, collections } = decodeBackup(readFileSync(path.resolve(file)));
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
  console.error(`Nothing was restored: ${error.message}`);
  process.exit(1);
}
