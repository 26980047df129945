/**
 * The client's address for rate limiting. The server of `npm start` (scripts/server.mjs) replaces
 * any client-sent X-Forwarded-For with the socket address unless TRUST_PROXY is set; behind a
 * trusted proxy, the proxy appends the client it saw. Either way the last entry is the one this
 * server can vouch for.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || request.headers.get("x-real-ip")?.trim() || "unknown";
}
