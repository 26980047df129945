import "server-only";
import { redirect, unstable_rethrow } from "next/navigation";
import { ApiError } from "@/lib/api/errors";

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * Runs an admin data read. A 401 from the data layer (session revoked since the layout's
 * check) leaves the admin area; any other failure is logged and shown as the screen's message.
 */
export async function loadAdminData<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof ApiError && error.status === 401) redirect("/");
    console.error(`[admin] Error fetching ${what}:`, error);
    return { ok: false };
  }
}
