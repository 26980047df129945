import { SiteChrome } from "@/components/layout/site-chrome";

/** The public pages: prerendered, in the site's chrome. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
