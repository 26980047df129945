import "server-only";
import { createHash } from "node:crypto";

/** A public JSON answer serialised once, with a strong ETag of its bytes (kept in the public cache). */
export type PublicJson = { body: string; etag: string };

/**
 * Shared caches (the nginx of deploy/nginx) may keep a public list for a minute, and serve it
 * stale for five more while they fetch it again; this instance answers its own writes at once.
 */
export const PUBLIC_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=300";

export function toPublicJson(value: unknown): PublicJson {
  const body = JSON.stringify(value);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${hash}"` };
}

/** 200 with the body, or 304 when the request's If-None-Match names its ETag. */
export function publicJsonResponse(request: Request, { body, etag }: PublicJson): Response {
  const headers = { "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag };
  if (matches(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json" } });
}

// If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix still matches.
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
