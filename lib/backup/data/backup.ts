import "server-only";
import type mongoose from "mongoose";
import { serverEnv } from "@/lib/server/env";
import { backupOfDatabase } from "../backup-stream.mjs";
import { encryptBackup } from "../backup-crypt.mjs";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { connectDb } from "../../server/db";

/**
 * Admin only. The whole database as one backup file (lib/backup/backup-archive.mjs), the same as
 * `npm run backup` writes and `npm run restore` reads: encrypted with BACKUP_PASSPHRASE when it
 * is set (lib/backup/backup-crypt.mjs, `.json.gz.enc`), like every backup the site writes.
 */
export async function createBackup(
  session: AdminSession,
  now: Date = new Date(),
  passphrase: string | undefined = serverEnv.backup.passphrase,
): Promise<{ file: Buffer; filename: string; encrypted: boolean }> {
  assertAdmin(session);
  const plain = await backupFile(now);
  const name = `dietician-backup-${backupStamp(now)}.json.gz`;
  if (!passphrase) return { file: plain, filename: name, encrypted: false };
  return { file: encryptBackup(plain, passphrase), filename: `${name}.enc`, encrypted: true };
}

/** The whole database as a backup file's bytes (not encrypted); for the nightly backup too. */
export async function backupFile(now: Date): Promise<Buffer> {
  const conn = await connectDb();
  const db = conn.connection.db;
  if (!db) throw new Error("The database connection has no db handle");
  const source = serverEnv.mongodbUri ? "mongodb" : "embedded";
  const { file } = await backupOfDatabase(db, await collectionNames(db), {
    source,
    createdAt: now,
  });
  return file;
}

/** A backup file's time in its name, UTC: 2026-11-27T02-00-00. */
export const backupStamp = (at: Date) => at.toISOString().slice(0, 19).replace(/:/g, "-");

/** The collections to back up: all the database lists, MongoDB or the embedded store alike. */
async function collectionNames(db: mongoose.mongo.Db): Promise<string[]> {
  const listed = await db.listCollections({}, { nameOnly: true }).toArray();
  return listed.map((c) => c.name).filter((name) => !name.startsWith("system."));
}
