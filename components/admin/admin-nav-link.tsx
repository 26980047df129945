"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

/** An admin menu link: current for its screen and the screens of its items; a badge counts unread items. */
export function AdminNavLink({
  href,
  label,
  unread,
}: {
  href: string;
  label: string;
  unread?: number;
}) {
  const pathname = usePathname();
  const current = pathname === href || (href !== "/admin" && pathname.startsWith(`${href}/`));
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      aria-label={unread ? `${label}, ${unread} unread` : undefined}
      className={`flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium ${current ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100"}`}
    >
      {label}
      {unread ? (
        <span className="rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white">
          {unread}
        </span>
      ) : null}
    </Link>
  );
}
