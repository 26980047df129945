import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_PATH_HEADER, loginPathFor } from "@/lib/auth/admin-next";
import { verifyDietChartToken } from "@/lib/diet-charts/diet-chart-token";
import { TOKEN_COOKIE, verifyAdminToken } from "@/lib/auth/token";
import { isSlugShaped } from "@/lib/publishing/blog-limits";
import { adminContentSecurityPolicy, newNonce } from "@/lib/csp";

/**
 * Early redirect for the admin screens: no valid, unexpired token in the cookie → the login page,
 * which leads on to the page asked for once she signs in (`?next=`, lib/auth/admin-next.ts).
 * Only a first line: the token version (revoked by logout and credential changes) needs the
 * database, so the admin layout and every admin data function check the session again.
 * Kept as middleware.ts (deprecated name in Next 16) because proxy.ts cannot run on the Edge.
 *
 * It also gives each admin page its Content-Security-Policy with a fresh nonce (lib/csp.ts):
 * Next reads the nonce from the request's header and puts it on every script it emits.
 *
 * And it answers /blog/<slug> with the 404 page, before anything renders, when the slug has a
 * shape no post's slug has (blogPostGate), and a tampered diet chart link with the 404 page
 * (dietChartGate).
 */
export async function middleware(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/blog/")) return blogPostGate(request);
  if (request.nextUrl.pathname === "/diet-chart") return dietChartGate(request);
  const claims = await verifyAdminToken(
    request.cookies.get(TOKEN_COOKIE)?.value,
    process.env.JWT_SECRET,
  );
  const asked = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  if (!claims) return NextResponse.redirect(new URL(loginPathFor(asked), request.url));

  const policy = adminContentSecurityPolicy(newNonce(), {
    dev: process.env.NODE_ENV === "development",
    https: (process.env.SITE_URL ?? "").startsWith("https://"),
  });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  // for the admin gate, which sends a revoked token to the login page too
  headers.set(ADMIN_PATH_HEADER, asked);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** What /blog/ serves besides posts (app/(site)/blog/rss.xml). */
const BLOG_FILES = new Set(["rss.xml"]);

/**
 * /blog/[slug] renders any slug that was not prerendered, to find the posts written since the
 * build and the renamed ones: a slug slugify cannot make (lib/publishing/blog-limits.ts) is no post's at all,
 * so it gets Next's static 404 page here instead of a render. A 5,000-character one made Next
 * log an ENAMETOOLONG error on every request when it tried to store the render on disk.
 */
function blogPostGate(request: NextRequest) {
  const slug = request.nextUrl.pathname.slice("/blog/".length);
  if (BLOG_FILES.has(slug) || isSlugShaped(decoded(slug))) return NextResponse.next();
  return NextResponse.rewrite(new URL("/_not-found", request.url));
}

/**
 * /diet-chart renders per request, so its status is sent before it renders (AGENTS.md): a link
 * whose signature does not hold gets the 404 page here instead. A missing token or an expired
 * link goes on to the page, which says what to do. Without JWT_SECRET in the environment (the
 * data directory's generated secret) only the page can check.
 */
async function dietChartGate(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token");
  const secret = process.env.JWT_SECRET;
  if (!token || !secret) return NextResponse.next();
  const verified = await verifyDietChartToken(token, secret);
  if (verified.ok || verified.reason === "expired") return NextResponse.next();
  return NextResponse.rewrite(new URL("/_not-found", request.url));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not a slug either way (npm start answers a malformed path 400 before this)
  }
}

export const config = {
  matcher: [
    "/blog/:slug",
    "/diet-chart",
    "/admin",
    "/admin-plan/:id?",
    "/admin-appointments/:id?",
    "/admin-contacts/:id?",
    "/admin-clients/:id?",
    "/admin-consultations",
    "/admin-reports",
    "/admin-blogs",
    "/admin-data",
    "/admin-whatsapp",
    "/admin-specialOffer",
    "/admin-updateCredentials",
  ],
};
