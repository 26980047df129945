/**
 * Types of legacy-import.mjs for lib/backup/offline-data.mjs, which the type checker reads while the
 * store is not yet typed itself (issue 42): without them it would check this file too.
 */
type Log = Pick<Console, "error" | "info" | "warn">;

export const ASIDE_PREFIX: string;
export function importLegacyData(options: {
  dataDir: string;
  catalog: {
    list(database: string): { records: { size: number } }[];
    ensure(database: string, name: string): { insert(doc: unknown): unknown };
  };
  file?: {
    meta(key: string): string | null | undefined;
    setMeta(key: string, value: string): void;
    commit(): void;
  } | null;
  database: string;
  log?: Log;
  keepFiles?: boolean;
}): Promise<{
  documents: number;
  collections: number;
  savedAt: string | null;
  aside: string | null;
} | null>;
export function setLegacyFilesAside(dataDir: string): Promise<string>;
