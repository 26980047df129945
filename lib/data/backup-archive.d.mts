import type mongoose from "mongoose";

type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;

export const BACKUP_FORMAT: string;
export type BackupManifest = {
  format: string;
  createdAt: string;
  source: "embedded" | "mongodb";
  collections: Record<string, number>;
  sha256: string;
};

export function encodeBackup(
  collections: Record<string, Document[]>,
  meta: { source: "embedded" | "mongodb"; createdAt?: Date },
): Buffer;
export function decodeBackup(buffer: Buffer): {
  manifest: BackupManifest;
  collections: Record<string, Document[]>;
};
export function dumpDatabase(db: Db, names: Iterable<string>): Promise<Record<string, Document[]>>;
export function restoreToDatabase(
  db: Db,
  collections: Record<string, Document[]>,
  options?: { force?: boolean },
): Promise<number>;
