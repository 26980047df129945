/**
 * A cookie that scripts may read, saying only "an admin signed in from this browser". Public pages
 * are prerendered alike for everyone; their header asks the server whether the session is still
 * valid (GET /api/admin/verifyToken) only when this hint is present, so a visitor's page never
 * makes that call. It grants nothing: the token stays in its httpOnly cookie and is checked there.
 */
export const SESSION_HINT_COOKIE = "admin_hint";

export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}
