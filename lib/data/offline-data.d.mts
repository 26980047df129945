import type { Document } from "bson";

export function readDataDir(dir: string): Promise<Record<string, Document[]>>;
export function restoreToDataDir(
  dir: string,
  collections: Record<string, Document[]>,
  options?: { force?: boolean },
): Promise<number>;
