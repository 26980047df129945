"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrentEntry } from "@/lib/admin-nav";

/**
 * How a link stands: in the bar, in a group's menu, or in a menu that is part of the row on wide
 * screens; `side` and `side-menu` are the bar's and a menu's links that from 1024 px are rows of
 * the sidebar.
 */
export type NavLinkPlace = "bar" | "menu" | "menu-inline-wide" | "side" | "side-menu";

const BAR =
  "flex-col justify-center px-1 py-2 text-xs xl:flex-row xl:rounded-md xl:px-2.5 xl:text-sm";
const MENU = "rounded-md px-3 py-2.5 text-sm";
const SIDE = "lg:justify-between lg:py-2";
const PLACES: Record<NavLinkPlace, string> = {
  bar: `${BAR} h-full`,
  menu: MENU,
  "menu-inline-wide": `${MENU} xl:px-2.5 xl:py-2`,
  side: `h-full flex-col justify-center px-1 py-2 text-xs lg:h-auto lg:flex-row lg:rounded-md lg:px-3 lg:text-sm ${SIDE}`,
  "side-menu": `${MENU} ${SIDE}`,
};

/** An admin menu link: current for its screen and the screens of its items; a badge counts unread items. */
export function AdminNavLink({
  href,
  label,
  unread,
  place = "bar",
}: {
  href: string;
  label: string;
  unread?: number;
  place?: NavLinkPlace;
}) {
  const current = isCurrentEntry(href, usePathname());
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      aria-label={unread ? `${label}, ${unread} unread` : undefined}
      className={`flex items-center gap-1.5 font-medium xl:gap-1 xl:whitespace-nowrap ${PLACES[place]} ${current ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100"}`}
    >
      {label}
      {unread ? <UnreadBadge count={unread} /> : null}
    </Link>
  );
}

/** The red count beside a label; the link or button names the count in words. */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white">
      {count}
    </span>
  );
}
