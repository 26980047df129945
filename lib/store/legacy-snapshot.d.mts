import type { Document } from "bson";

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
): Promise<Manifest>;
export const LEGACY_ENTRIES: string[];
