import { SiteChrome } from "@/components/layout/site-chrome";
import { secretLinkRequest } from "@/components/booking/email-link-page";

/**
 * The pages our emails' signed links open (cancel, reschedule, pay, request deletion): their URL
 * holds a secret, so they have no static shell at all. Awaiting the request before anything else
 * leaves Next nothing to prerender, store or regenerate: a stored shell was regenerated with the
 * URL of the request that found it stale and served that URL, secret included, to everyone
 * (docs/security.md). Sent `private, no-store`; analytics stays out (lib/pages/private-pages.ts).
 */
export const instant = false;

export default async function LinksLayout({ children }: { children: React.ReactNode }) {
  await secretLinkRequest();
  return <SiteChrome>{children}</SiteChrome>;
}
