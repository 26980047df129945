/**
 * The admin menu: every admin screen, once, in the group it sits in. Phones show the groups as
 * one bar (a group of one is a link, a larger group a menu); on the admin screens from 1024 px a
 * sidebar lists every entry under its group's label; the public pages' header shows the bar in
 * its row from 1280 px, with the `inlineWide` group's links in the row itself. A new screen
 * joins one group here (and `ADMIN_ROUTES` in lib/pages/routes.ts, which e2e/admin/admin-screens.spec.ts
 * walks).
 */
export type Unread = Partial<Record<UnreadKind, number>>;
export type UnreadKind = "plans" | "appointments" | "contacts";

export type NavEntry = { href: string; label: string; unread?: UnreadKind };
export type NavGroup = {
  /** the bar's label; a group of one entry shows the entry's own label */
  label: string;
  entries: readonly NavEntry[];
  /** in the public pages' header row from 1280 px its entries stand in the row, one tap each */
  inlineWide?: boolean;
};

export const ADMIN_NAV: readonly NavGroup[] = [
  { label: "Today", entries: [{ href: "/admin", label: "Today" }] },
  { label: "Clients", entries: [{ href: "/admin-clients", label: "Clients" }] },
  {
    label: "Requests",
    inlineWide: true,
    entries: [
      { href: "/admin-plan", label: "Admin Plans", unread: "plans" },
      { href: "/admin-appointments", label: "Admin Appointments", unread: "appointments" },
      { href: "/admin-contacts", label: "Admin Contacts", unread: "contacts" },
    ],
  },
  {
    label: "Content",
    entries: [
      { href: "/admin-blogs", label: "Admin Blogs" },
      { href: "/admin-specialOffer", label: "Offer" },
      { href: "/admin-whatsapp", label: "WhatsApp" },
    ],
  },
  {
    label: "More",
    entries: [
      { href: "/admin-consultations", label: "Consultations" },
      { href: "/admin-reports", label: "Reports" },
      { href: "/admin-data", label: "Data Requests" },
      { href: "/admin-updateCredentials", label: "Update Credentials" },
    ],
  },
];

/** Whether `href`'s entry is the current one at `pathname` (its screen or one of its records). */
export const isCurrentEntry = (href: string, pathname: string) =>
  pathname === href || (href !== "/admin" && pathname.startsWith(`${href}/`));

/** The unread items of a group's entries, for its bar label's badge. */
export const groupUnread = (group: NavGroup, unread: Unread) =>
  group.entries.reduce((sum, entry) => sum + (entry.unread ? (unread[entry.unread] ?? 0) : 0), 0);
