/** What the store's tests use of the planner (query.mjs). */
export type StoredRecord = { rid: number; doc: Record<string, unknown>; version?: object };

export function matchRecords(
  collection: unknown,
  filter: object,
  options?: { sort?: object; skip?: number; limit?: number },
): StoredRecord[];
