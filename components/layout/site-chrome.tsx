import type { ReactNode } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { BackToTop } from "@/components/layout/back-to-top";
import { ChatButton } from "@/components/layout/chat-button";
import { OfferBanner } from "@/components/layout/offer-banner";
import { ScrollToTopOnNavigate } from "@/components/layout/scroll-to-top";
import { CHAT_GREETING, SiteFooter } from "@/components/layout/site-footer";
import { SessionHeader } from "@/components/layout/session-header";
import { SiteHeader } from "@/components/layout/site-header";
import { loadPublicOffers } from "@/lib/pages/public-data";
import { site, whatsappLink } from "@/lib/site";

/**
 * Public chrome: offer banner, header (the admin's, once a signed-in owner is verified), footer,
 * chat button and back-to-top around a public page, and analytics where allowed (it decides from
 * the path: never on a private page, lib/pages/private-pages.ts).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <div id="top" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <OfferBanner offers={loadPublicOffers()} />
      <SessionHeader brand={site.brand}>
        <SiteHeader brand={site.brand} />
      </SessionHeader>
      <div className="flex flex-1 flex-col">{children}</div>
      <SiteFooter />
      {/* In a landmark of their own, so no content of the page sits outside one (axe "region"). */}
      <aside aria-label="Shortcuts">
        <ChatButton href={whatsappLink(CHAT_GREETING)} />
        <BackToTop />
      </aside>
      <ScrollToTopOnNavigate />
      <Analytics measurementId={site.gaMeasurementId} />
    </>
  );
}
