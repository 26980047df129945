import { NextResponse, type NextRequest } from "next/server";
import { TOKEN_COOKIE, verifyAdminToken } from "@/lib/auth/token";
import { adminContentSecurityPolicy, newNonce } from "@/lib/csp";

/**
 * Early redirect for the admin screens: no valid, unexpired token in the cookie → '/'.
 * Only a first line: the token version (revoked by logout and credential changes) needs the
 * database, so the admin layout and every admin data function check the session again.
 * Kept as middleware.ts (deprecated name in Next 16) because proxy.ts cannot run on the Edge.
 *
 * It also gives each admin page its Content-Security-Policy with a fresh nonce (lib/csp.ts):
 * Next reads the nonce from the request's header and puts it on every script it emits.
 */
export async function middleware(request: NextRequest) {
  const claims = await verifyAdminToken(
    request.cookies.get(TOKEN_COOKIE)?.value,
    process.env.JWT_SECRET,
  );
  if (!claims) return NextResponse.redirect(new URL("/", request.url));

  const policy = adminContentSecurityPolicy(newNonce(), {
    dev: process.env.NODE_ENV === "development",
    https: (process.env.SITE_URL ?? "").startsWith("https://"),
  });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    "/admin",
    "/admin-plan/:id?",
    "/admin-appointments/:id?",
    "/admin-contacts/:id?",
    "/admin-blogs",
    "/admin-data",
    "/admin-whatsapp",
    "/admin-specialOffer",
    "/admin-updateCredentials",
  ],
};
