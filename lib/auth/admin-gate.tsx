import "server-only";
import { redirect } from "next/navigation";
import { cache, type ReactNode } from "react";
import { getAdminSession, type AdminSession } from "./session";

/**
 * The admin guard, in four layers: middleware.ts sends a request for an admin page without a
 * valid, unexpired token to '/' (on the Edge, signature and expiry only); this gate does the same
 * on the server for the admin pages, and also refuses tokens revoked by logout or a credentials
 * change; `withAdmin` (lib/api/with-admin.ts) guards the admin route handlers; and every
 * admin-only lib/data function refuses without the session (`assertAdmin`). The session is
 * resolved once per request.
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
