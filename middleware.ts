import { NextResponse, type NextRequest } from "next/server";
import { TOKEN_COOKIE, verifyAdminToken } from "@/lib/auth/token";

/**
 * Early redirect for the admin screens: no valid, unexpired token in the cookie → '/'.
 * Only a first line: the token version (revoked by logout and credential changes) needs the
 * database, so the admin layout and every admin data function check the session again.
 * Kept as middleware.ts (deprecated name in Next 16) because proxy.ts cannot run on the Edge.
 */
export async function middleware(request: NextRequest) {
  const claims = await verifyAdminToken(
    request.cookies.get(TOKEN_COOKIE)?.value,
    process.env.JWT_SECRET,
  );
  if (!claims) return NextResponse.redirect(new URL("/", request.url));
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/admin-plan",
    "/admin-appointments",
    "/admin-blogs",
    "/admin-contacts",
    "/admin-specialOffer",
    "/admin-updateCredentials",
  ],
};
