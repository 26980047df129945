import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ADMIN_PATH_HEADER, loginPathFor } from "./admin-next";
import { getAdminSession, type AdminSession } from "./session";

/**
 * The admin guard, in four layers: middleware.ts sends a request for an admin page without a
 * valid, unexpired token to the login page (on the Edge, signature and expiry only); this gate
 * does the same on the server for the admin pages, and also refuses tokens revoked by logout or
 * a credentials change (the admin layout calls it before it renders anything); both name the
 * page asked for, where the login leads on to (`?next=`, ./admin-next.ts); `withAdmin`
 * (lib/auth/with-admin.ts) guards the admin route handlers; and every admin-only data function
 * refuses without the session (`assertAdmin`). The session is resolved once per request.
 */
export const requireAdminPage = cache(async (): Promise<AdminSession> => {
  const session = await getAdminSession();
  if (!session) redirect(loginPathFor((await headers()).get(ADMIN_PATH_HEADER)));
  return session;
});

/**
 * `generateMetadata` of an admin page: its title only for a signed-in admin, so a revoked token
 * does not see even that (static metadata is rendered whatever the layout decides).
 */
export const adminPageMetadata = (title: string) => async (): Promise<Metadata> => {
  await requireAdminPage();
  return { title };
};
