"use client";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { isCurrentEntry } from "@/lib/admin-nav";
import type { AdminNavLayout } from "./admin-nav";
import { UnreadBadge } from "./admin-nav-link";

// Where the button's list opens: above a phone's bottom bar, or under the header row; from
// 1024 px the sidebar shows every group's list under the group's name, and no button.
const ROOT: Record<AdminNavLayout, string> = {
  sidebar: "h-full lg:h-auto",
  header: "h-full xl:relative",
};
const BUTTON: Record<AdminNavLayout, string> = { sidebar: "lg:hidden", header: "" };
const LIST: Record<AdminNavLayout, string> = {
  sidebar:
    "bottom-full mb-1 lg:static lg:flex lg:mb-0 lg:gap-0.5 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
  header:
    "top-full mt-1 xl:inset-x-auto xl:top-full xl:right-0 xl:bottom-auto xl:mt-1 xl:mb-0 xl:w-60",
};

/**
 * A group of the admin bar: a button that opens its links (above the bar on phones, below it in
 * the header row). Open for the page it was opened on only, so a navigation closes it; Escape and
 * a tap elsewhere close it too. `inlineWide`: in the header from 1280 px the links stand in the
 * row instead; in the sidebar every group's links stand under its name from 1024 px.
 */
export function AdminNavMenu({
  label,
  unread,
  hrefs,
  inlineWide = false,
  layout,
  children,
}: {
  label: string;
  unread: number;
  /** its links' screens: the button looks current on any of them */
  hrefs: readonly string[];
  inlineWide?: boolean;
  layout: AdminNavLayout;
  /** the menu's list items */
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = hrefs.some((href) => isCurrentEntry(href, pathname));
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  const inline = layout === "header" && inlineWide;
  return (
    <div ref={root} className={ROOT[layout]}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={unread ? `${label}, ${unread} unread` : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={`relative flex h-full w-full flex-col items-center justify-center gap-0.5 px-1 py-2 text-xs font-medium xl:flex-row xl:gap-1 xl:rounded-md xl:px-2.5 xl:text-sm xl:whitespace-nowrap ${current ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100"} ${inline ? "xl:hidden" : ""} ${BUTTON[layout]}`}
      >
        <span className="flex items-center gap-1">
          {label}
          <span aria-hidden="true" className="text-[0.6rem]">
            {open ? "▲" : "▼"}
          </span>
        </span>
        {unread ? <UnreadBadge count={unread} /> : null}
      </button>
      {layout === "sidebar" ? (
        <span className="hidden px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block">
          {label}
        </span>
      ) : null}
      <ul
        id={id}
        className={`${open ? "flex" : "hidden"} absolute inset-x-2 z-40 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${LIST[layout]} ${inline ? "xl:static xl:flex xl:w-auto xl:flex-row xl:gap-0.5 xl:border-0 xl:p-0 xl:shadow-none" : ""}`}
      >
        {children}
      </ul>
    </div>
  );
}
