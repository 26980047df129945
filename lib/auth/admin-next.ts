/**
 * Where the login page sends the owner after she signs in: the admin page a link named (an
 * email's `/admin-appointments/<id>`), carried as `/AdminLogin?next=...`. Only a path of our
 * admin is accepted, never another site (`//evil.example`, `https://...`, `/\evil`), so the
 * parameter cannot be used to send someone elsewhere after a genuine login (open redirect).
 * No server module here: the middleware (Edge), the admin gate and the login form use it.
 */

/** `/admin` or `/admin-<screen>`, then path segments of word characters, then a plain query. */
const ADMIN_PATH =
  /^\/admin(?:-[A-Za-z]+)?(?:\/[A-Za-z0-9_-]+)*(?:\?[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;

export const LOGIN_PATH = "/AdminLogin";
/** The admin page a request asked for, set by middleware.ts (over any the client sent). */
export const ADMIN_PATH_HEADER = "x-admin-path";
/** Where a sign-in goes when no page was named. */
export const AFTER_LOGIN = "/admin-plan";

/** `value` when it is a same-site admin path (and query), otherwise null. */
export function safeAdminPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !ADMIN_PATH.test(value)) return null;
  // the pattern already refuses "//", "\" and schemes; the URL parser must agree it stays here
  const base = "http://admin.invalid";
  const url = new URL(value, base);
  return url.origin === base && `${url.pathname}${url.search}` === value ? value : null;
}

/** The login page's address that leads on to `path` once signed in (to the login alone if unsafe). */
export function loginPathFor(path: string | null | undefined): string {
  const next = safeAdminPath(path);
  return next ? `${LOGIN_PATH}?${new URLSearchParams({ next })}` : LOGIN_PATH;
}
