import { SiteLogo } from "@/components/layout/site-logo";
import type { Unread } from "@/lib/admin-nav";
import { AdminNav } from "./admin-nav";
import { LogoutButton } from "./logout-button";

/**
 * The admin header: the logo and Logout in one row. On the public pages (`withMenu`) the admin
 * menu joins it (components/admin/admin-nav.tsx, `header`); the admin screens' layout places the
 * menu beside the page instead (`sidebar`), so from 1024 px the row is exactly 4.5 rem tall and
 * stays at the top, and the sidebar sticks just under it.
 */
export function AdminHeader({
  brand,
  unread,
  withMenu = true,
}: {
  brand: string;
  unread?: Unread;
  withMenu?: boolean;
}) {
  return (
    <header
      className={`z-30 border-b border-slate-200 bg-white shadow-sm ${withMenu ? "xl:sticky xl:top-0" : "lg:sticky lg:top-0 lg:h-18"}`}
    >
      <div
        className={`mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-2 sm:px-6 xl:gap-x-4 ${withMenu ? "" : "lg:h-full lg:py-0"}`}
      >
        <div className="order-1">
          <SiteLogo brand={brand} href="/admin-appointments" />
        </div>
        {withMenu ? <AdminNav layout="header" unread={unread} /> : null}
        <div className="order-2 xl:order-3">
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
