import "server-only";
import { site } from "@/lib/site";
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

/**
 * Set-Cookie for the admin token: httpOnly (scripts cannot read it), SameSite=Lax, Secure when
 * the site is served over HTTPS, and expiring with the token.
 */
export function tokenCookie(token: string): string {
  return [`${TOKEN_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${TOKEN_TTL_SECONDS}`, ...(secure() ? ["Secure"] : [])].join("; ");
}

/** Set-Cookie that removes the admin token. */
export function clearedTokenCookie(): string {
  return [`${TOKEN_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure() ? ["Secure"] : [])].join("; ");
}
