import type { Document } from "bson";

export const STORE_FILE: string;
export const SYNC_MS: number;
export class DamagedStoreError extends Error {}

/** Every collection of `database` in the store file of `dir`; null when there is no store file. */
export function readStoreCollections(
  dir: string,
  database: string,
): Record<string, Document[]> | null;
/** Replaces everything `database` holds in the store file of `dir` (no server running on it). */
export function replaceStoreCollections(
  dir: string,
  database: string,
  collections: Record<string, Document[]>,
): void;
