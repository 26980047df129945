import "server-only";
import { unstable_rethrow } from "next/navigation";

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** Runs an admin screen's data read; a failure is logged and shown as the screen's red message. */
export async function loadAdminData<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[admin] Error fetching ${what}:`, error);
    return { ok: false };
  }
}
