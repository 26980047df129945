/**
 * Cheap spam checks for the public forms: a hidden honeypot field that people never fill,
 * and the time between showing the form and sending it. A client that sends neither field
 * (any plain API client) is judged by the rate limit alone, as the spec's contract allows.
 */
export const HONEYPOT_FIELD = "website";
export const RENDERED_AT_FIELD = "formRenderedAt";

export function looksLikeSpam(
  body: Record<string, unknown>,
  now: number,
  minSeconds: number,
): boolean {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const renderedAt = body[RENDERED_AT_FIELD];
  if (renderedAt === undefined || renderedAt === null || renderedAt === "") return false;
  const shownAt = Number(renderedAt);
  if (!Number.isFinite(shownAt)) return true;
  return now - shownAt < minSeconds * 1000;
}
