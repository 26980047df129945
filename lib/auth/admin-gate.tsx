import "server-only";
import { redirect } from "next/navigation";
import { cache, type ReactNode } from "react";
import { getAdminSession, type AdminSession } from "./session";

/**
 * The admin guard of the admin pages, the server half behind middleware.ts (which checks only
 * the token's signature and expiry, on the Edge). This also refuses tokens revoked by logout or
 * a credentials change. Resolved once per request; without a session the page goes to '/'.
 */
export const requireAdminPage = cache(async (): Promise<AdminSession> => {
  const session = await getAdminSession();
  if (!session) redirect("/");
  return session;
});

/** Renders the admin page only for a signed-in admin. */
export async function AdminGate({ children }: { children: ReactNode }) {
  await requireAdminPage();
  return children;
}
