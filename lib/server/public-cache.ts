import "server-only";
import { revalidateTag } from "next/cache";
import { isBuilding } from "@/lib/server/build-phase";

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
export async function cached<T>(
  key: string,
  load: () => Promise<T>,
  now = performance.now(),
): Promise<T> {
  // While building, a read that waits for a request never settles (connectDb); a read allowed to
  // run then (`duringBuild`) must not be handed that promise.
  if (isBuilding()) return load();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { value, expires: now + TTL_MS });
  value.catch(() => entries.delete(key)); // a failed read (e.g. database down) is not remembered
  return value;
}

/**
 * Clears `key` and everything derived from it (`key:...`, e.g. its serialised JSON), and expires
 * Next's cached page parts tagged `key` (`"use cache"` + cacheTag), so the next visitor gets a
 * fresh render rather than a stale one.
 */
export function invalidate(key: string): void {
  for (const k of [...entries.keys()]) if (k === key || k.startsWith(`${key}:`)) entries.delete(k);
  expireTag(key);
}

function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next request (Vitest, scripts) there are no cached pages to expire.
    if (!(error instanceof Error && error.message.includes("static generation store missing")))
      throw error;
  }
}
