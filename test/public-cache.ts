/**
 * What waiting out the public lists' cache does (lib/server/public-cache.ts keeps a list a
 * second), without the wait: its entries (on globalThis, shared with the module) are dropped,
 * so the next read goes to the database, as it would a second later.
 */
export function pastListCache(): void {
  (globalThis as { __publicCache?: Map<string, unknown> }).__publicCache?.clear();
}
