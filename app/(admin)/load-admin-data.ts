import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { unreadCounts } from "@/lib/submissions/data/submissions";

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

/** The unread counts, read once per request: the menu's badges and the Today page both show them. */
export const loadUnreadCounts = cache(async () => unreadCounts(await requireAdminPage()));
