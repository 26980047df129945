import "server-only";
import type mongoose from "mongoose";
import { serverEnv } from "@/lib/env";
import { dumpDatabase, encodeBackup } from "./backup-archive.mjs";
import { assertAdmin, type AdminSession } from "./admin-auth";
import { connectDb } from "./db";
import { readManifest } from "./durable-store.mjs";
import { BUCKET } from "./images";

/**
 * Admin only. The whole database as one backup file (lib/data/backup-archive.mjs), the same as
 * `npm run backup` writes and `npm run restore` reads.
 */
export async function createBackup(
  session: AdminSession,
  now: Date = new Date(),
): Promise<{ file: Buffer; filename: string }> {
  assertAdmin(session);
  const conn = await connectDb();
  const db = conn.connection.db;
  if (!db) throw new Error("The database connection has no db handle");
  const dumped = await dumpDatabase(db, await collectionNames(conn, db));
  const collections = Object.fromEntries(Object.entries(dumped).filter(([, docs]) => docs.length));
  const source = serverEnv.mongodbUri ? "mongodb" : "embedded";
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, "-");
  return {
    file: encodeBackup(collections, { source, createdAt: now }),
    filename: `dietician-backup-${stamp}.json.gz`,
  };
}

/**
 * The collections to back up. MongoDB lists them; the embedded server cannot (it lacks
 * listCollections), so there they are the models', the image store's and any the data
 * directory has saved.
 */
async function collectionNames(conn: typeof mongoose, db: mongoose.mongo.Db): Promise<string[]> {
  if (serverEnv.mongodbUri) {
    const listed = await db.listCollections({}, { nameOnly: true }).toArray();
    return listed.map((c) => c.name).filter((name) => !name.startsWith("system."));
  }
  const names = new Set(Object.values(conn.models).map((model) => model.collection.collectionName));
  names.add(`${BUCKET}.files`).add(`${BUCKET}.chunks`);
  const saved = await readManifest(serverEnv.dataDir);
  for (const name of Object.keys(saved?.collections ?? {})) names.add(name);
  return [...names];
}
