import "server-only";

/**
 * A very short-lived in-process cache for the public lists (blogs, offers), which every page
 * view and the home page read. Writes made through this instance clear it at once; other
 * instances see a change within TTL_MS. Concurrent misses share one database read.
 */
const TTL_MS = 1000;

type Entry = { value: Promise<unknown>; expires: number };
const globalCache = globalThis as typeof globalThis & { __publicCache?: Map<string, Entry> };
const entries: Map<string, Entry> = (globalCache.__publicCache ??= new Map());

// performance.now(), not Date.now(): a monotonic clock, and one Next allows while prerendering pages that call this
export async function cached<T>(key: string, load: () => Promise<T>, now = performance.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { value, expires: now + TTL_MS });
  value.catch(() => entries.delete(key)); // a failed read (e.g. database down) is not remembered
  return value;
}

/** Clears `key` and everything derived from it (`key:...`, e.g. its serialised JSON). */
export function invalidate(key: string): void {
  for (const k of [...entries.keys()]) if (k === key || k.startsWith(`${key}:`)) entries.delete(k);
}
