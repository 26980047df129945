import type { APIRequestContext, APIResponse } from "@playwright/test";
import { ADMIN_ROUTES } from "@/lib/pages/routes";

/**
 * The path (without its query) a page response sends the browser to: a 3xx's Location, or the redirect Next writes into the
 * document. A Cache Components page has sent its status (200) before its dynamic part renders, so
 * a `redirect()` there reaches the browser as that instruction, which Next's client follows.
 */
export function redirectTarget(response: APIResponse, html: string): string | null {
  const location = response.headers().location;
  if (response.status() >= 300 && response.status() < 400 && location)
    return new URL(location, "http://x").pathname;
  const written = /NEXT_REDIRECT;(?:replace|push);([^;]+);30[78];/.exec(html)?.[1];
  return written ? new URL(written, "http://x").pathname : null;
}

/** Words of the admin frame and pages: the menu, the page titles and headings. */
export const ADMIN_WORDS = [
  'aria-label="Admin"',
  "Admin Plans",
  "Logout",
  "Plan Submissions",
  "Appointments",
  "Admin Panel",
  "Admin Blogs",
  "Contacts",
  "Contact Messages",
  "Special Offers",
  "WhatsApp Templates",
  "Update Credentials",
];

/** Each admin page opened with `token` as raw HTTP: where it sends the browser, what admin words it shows. */
export async function openAdminPages(request: APIRequestContext, token: string) {
  const seen: Record<string, { redirectsTo: string | null; admin: string[] }> = {};
  for (const route of ADMIN_ROUTES) {
    const response = await request.get(route, {
      maxRedirects: 0,
      headers: { cookie: `token=${token}` },
    });
    const html = await response.text();
    seen[route] = {
      redirectsTo: redirectTarget(response, html),
      admin: ADMIN_WORDS.filter((word) => html.includes(word)),
    };
  }
  return seen;
}

export const REDIRECTED_TO_LOGIN = Object.fromEntries(
  ADMIN_ROUTES.map((route) => [route, { redirectsTo: "/AdminLogin", admin: [] }]),
);
