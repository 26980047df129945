import type mongoose from "mongoose";

type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;
type MongoClient = mongoose.mongo.MongoClient;

type Log = Pick<Console, "error" | "info" | "warn">;

export type CollectionFile = {
  file: string;
  sha256: string;
  count: number;
  savedAt: string;
  previous?: Omit<CollectionFile, "previous">;
};
export type Manifest = {
  format: number;
  generation: number;
  savedAt: string;
  collections: Record<string, CollectionFile>;
};

export function encodeDocuments(docs: Document[]): Buffer;
export function decodeDocuments(buffer: Buffer): Document[];
export function readManifest(dir: string, log?: Log): Promise<Manifest | null>;
export function loadSnapshot(
  dir: string,
  log?: Log,
): Promise<{ collections: Record<string, Document[]>; savedAt: string | null }>;
export function saveCollections(
  dir: string,
  batch: Record<string, Document[]>,
  now?: Date,
  options?: { purge?: string[] },
): Promise<Manifest>;
export function lockDataDir(dir: string): Promise<() => Promise<void>>;
export function watchWrites(client: MongoClient, onWrite: (collection: string) => void): () => void;

export type Snapshots = {
  state: {
    lastSavedAt: Date | null;
    lastError: string | null;
    snapshots: number;
    running: Promise<Error | null> | null;
  };
  markDirty(name: string): void;
  flush(): Promise<void>;
  purge(names: string[]): Promise<void>;
  stop(): Promise<number>;
};
export function startSnapshots(options: {
  dir: string;
  db: Db;
  intervalMs?: number;
  log?: Log;
}): Snapshots;
