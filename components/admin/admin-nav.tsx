import { ADMIN_NAV, groupUnread, type Unread } from "@/lib/admin-nav";
import { AdminNavLink } from "./admin-nav-link";
import { AdminNavMenu } from "./admin-nav-menu";

/**
 * Where the admin menu stands. `sidebar` (the admin screens): a bar at the bottom of a phone's
 * screen, and from 1024 px a column beside the page listing every screen under its group.
 * `header` (the public pages, signed in): a bar under the header row, in the row from 1280 px.
 */
export type AdminNavLayout = "sidebar" | "header";

const NAV: Record<AdminNavLayout, string> = {
  sidebar:
    "fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_3px_rgb(0_0_0/0.08)] lg:sticky lg:inset-x-auto lg:top-18 lg:bottom-auto lg:z-auto lg:max-h-[calc(100dvh-4.5rem)] lg:w-60 lg:shrink-0 lg:self-start lg:overflow-y-auto lg:border-t-0 lg:bg-transparent lg:pb-0 lg:shadow-none",
  header:
    "relative order-3 w-full border-t border-slate-200 xl:static xl:order-2 xl:w-auto xl:flex-1 xl:border-0",
};
const LIST: Record<AdminNavLayout, string> = {
  sidebar: "grid h-14 grid-cols-5 lg:flex lg:h-auto lg:flex-col lg:gap-0.5 lg:py-6 lg:pr-4",
  header: "grid h-14 grid-cols-5 xl:flex xl:h-auto xl:items-center xl:gap-0.5",
};

/** The admin menu (lib/admin-nav.ts); `unread` puts a badge on the lists with unopened items. */
export function AdminNav({ layout, unread = {} }: { layout: AdminNavLayout; unread?: Unread }) {
  const sidebar = layout === "sidebar";
  return (
    <nav aria-label="Admin" className={NAV[layout]}>
      <ul className={LIST[layout]}>
        {ADMIN_NAV.map((group) => (
          <li key={group.label} className={sidebar ? "min-w-0" : "min-w-0 xl:shrink-0"}>
            {group.entries.length === 1 ? (
              <AdminNavLink
                href={group.entries[0]!.href}
                label={group.entries[0]!.label}
                place={sidebar ? "side" : "bar"}
              />
            ) : (
              <AdminNavMenu
                label={group.label}
                unread={groupUnread(group, unread)}
                hrefs={group.entries.map((e) => e.href)}
                inlineWide={group.inlineWide}
                layout={layout}
              >
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <AdminNavLink
                      href={entry.href}
                      label={entry.label}
                      unread={entry.unread ? unread[entry.unread] : undefined}
                      place={sidebar ? "side-menu" : group.inlineWide ? "menu-inline-wide" : "menu"}
                    />
                  </li>
                ))}
              </AdminNavMenu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
