/**
 * Pages where no third-party script may run: those whose URL carries a secret (the signed links
 * of our emails: cancel, reschedule, pay, request deletion, intake, diet chart), the owner's sign-in page and the
 * client's app (/my: her own data, and its sign-in link's page). Plain
 * data, so client components may import it. They are sent with `Referrer-Policy: no-referrer`
 * (next.config.ts), so a link from them, or a resource they load, never carries their URL.
 */
export const PRIVATE_PAGES = [
  "/AdminLogin",
  "/appointment/cancel",
  "/appointment/reschedule",
  "/data-deletion",
  "/diet-chart",
  "/intake",
  "/my",
  "/pay",
] as const;

/** True for a private page's path, or any path below it (`/pay/<reference>`). */
export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Whether a page may load analytics: never in a document that was opened on a private page (its
 * URL, secret included, is what a script loaded later in the same document would report as the
 * landing page), nor while one is shown.
 */
export function analyticsAllowed(landingPath: string, currentPath: string): boolean {
  return !isPrivatePage(landingPath) && !isPrivatePage(currentPath);
}
