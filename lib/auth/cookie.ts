import "server-only";
import { site } from "@/lib/site";
import { SESSION_HINT_COOKIE } from "./session-hint";
import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from "./token";

/** The value of one cookie from a Cookie header (route handlers tested with a plain Request have no cookie jar). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

const secure = () => site.url.startsWith("https://");

/** One Set-Cookie value of ours: Path=/, SameSite=Lax, Secure when the site is served over HTTPS. */
export function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return [
    `${name}=${value}`,
    "Path=/",
    ...(httpOnly ? ["HttpOnly"] : []),
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure() ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Set-Cookie headers of a session: the token, httpOnly (scripts cannot read it), SameSite=Lax,
 * Secure when the site is served over HTTPS and expiring with the token; and the readable hint
 * that lets the public header know to check for an admin (lib/auth/session-hint.ts).
 */
export function sessionCookies(token: string): [string, string][] {
  return [
    ["Set-Cookie", cookie(TOKEN_COOKIE, token, TOKEN_TTL_SECONDS, true)],
    ["Set-Cookie", cookie(SESSION_HINT_COOKIE, "1", TOKEN_TTL_SECONDS, false)],
  ];
}

/** Set-Cookie headers that remove both. */
export function clearedSessionCookies(): [string, string][] {
  return [
    ["Set-Cookie", cookie(TOKEN_COOKIE, "", 0, true)],
    ["Set-Cookie", cookie(SESSION_HINT_COOKIE, "", 0, false)],
  ];
}
