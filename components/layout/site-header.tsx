import { IntentLink } from "@/components/ui/intent-link";
import { MENU_PROGRAMMES } from "@/lib/content/programmes";
import { MainNav } from "./main-nav";
import { SiteLogo } from "./site-logo";

/** The visitor header: the appointment banner above the logo and nav; it sticks to the top. */
export function SiteHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <IntentLink
        href="/appointment"
        className="block bg-blue-800 px-4 py-1.5 text-center text-sm font-semibold text-white hover:bg-blue-900"
      >
        Book an Appointment
      </IntentLink>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <SiteLogo brand={brand} />
        <MainNav
          programmes={MENU_PROGRAMMES.map((p) => ({ href: `/${p.slug}`, label: p.label }))}
        />
      </div>
    </header>
  );
}
