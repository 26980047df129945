import { SiteLogo } from "@/components/layout/site-logo";
import { ADMIN_NAV, groupUnread, type Unread } from "@/lib/admin-nav";
import { AdminNavLink } from "./admin-nav-link";
import { AdminNavMenu } from "./admin-nav-menu";
import { LogoutButton } from "./logout-button";

/**
 * The admin header: the logo and Logout in one row, and the menu (lib/admin-nav.ts) as one bar:
 * in that row from 1280 px; on phones at the bottom of the screen (`barAtBottom`, the admin
 * screens) or under the row (the public pages, whose own buttons float at the bottom).
 * `unread` puts a badge on the lists with items the owner has not opened.
 */
export function AdminHeader({
  brand,
  unread = {},
  barAtBottom = false,
}: {
  brand: string;
  unread?: Unread;
  barAtBottom?: boolean;
}) {
  const bar = barAtBottom
    ? "fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_3px_rgb(0_0_0/0.08)]"
    : "relative order-3 w-full border-t border-slate-200";
  return (
    <header className="z-30 border-b border-slate-200 bg-white shadow-sm xl:sticky xl:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-2 sm:px-6 xl:gap-x-4">
        <div className="order-1">
          <SiteLogo brand={brand} href="/admin-appointments" />
        </div>
        <nav
          aria-label="Admin"
          className={`${bar} xl:static xl:order-2 xl:w-auto xl:flex-1 xl:border-0 xl:pb-0 xl:shadow-none`}
        >
          <ul className="grid h-14 grid-cols-5 xl:flex xl:h-auto xl:items-center xl:gap-0.5">
            {ADMIN_NAV.map((group) => (
              <li key={group.label} className="min-w-0 xl:shrink-0">
                {group.entries.length === 1 ? (
                  <AdminNavLink href={group.entries[0]!.href} label={group.entries[0]!.label} />
                ) : (
                  <AdminNavMenu
                    label={group.label}
                    unread={groupUnread(group, unread)}
                    hrefs={group.entries.map((e) => e.href)}
                    inlineWide={group.inlineWide}
                    opensUp={barAtBottom}
                  >
                    {group.entries.map((entry) => (
                      <li key={entry.href}>
                        <AdminNavLink
                          href={entry.href}
                          label={entry.label}
                          unread={entry.unread ? unread[entry.unread] : undefined}
                          place={group.inlineWide ? "menu-inline-wide" : "menu"}
                        />
                      </li>
                    ))}
                  </AdminNavMenu>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-2 xl:order-3">
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
