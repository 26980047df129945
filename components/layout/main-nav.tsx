"use client";
import { IntentLink } from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, type MenuLink } from "./nav-links";
import { ServicesMenu } from "./services-menu";

const linkClass =
  "block rounded-md px-3 py-2 font-medium text-slate-800 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline underline-offset-4";

/**
 * The visitor nav. Below 1024 px a hamburger toggles a panel 36% of the width. The open
 * state remembers the path it was opened on, so any route change closes the menus.
 */
export function MainNav({ programmes }: { programmes: readonly MenuLink[] }) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);

  const item = ({ href, label }: { href: string; label: string }) => (
    <li key={href}>
      <IntentLink
        href={href}
        className={linkClass}
        aria-current={pathname === href ? "page" : undefined}
        onClick={close}
      >
        {label}
      </IntentLink>
    </li>
  );

  return (
    <nav
      aria-label="Main"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="rounded-md p-2 text-slate-800 lg:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <ul
        id="main-menu"
        className={`${open ? "absolute top-full right-0 flex max-h-[calc(100dvh-7rem)] w-[36%] flex-col overflow-y-auto bg-white p-2 text-sm shadow-xl ring-1 ring-slate-200" : "hidden"} lg:static lg:flex lg:max-h-none lg:w-auto lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:p-0 lg:text-base lg:shadow-none lg:ring-0`}
      >
        {NAV_BEFORE_SERVICES.map(item)}
        <li>
          <ServicesMenu key={pathname} programmes={programmes} onNavigate={close} />
        </li>
        {NAV_AFTER_SERVICES.map(item)}
        <li className="mt-2 lg:mt-0 lg:ml-2">
          <IntentLink
            href="/contact"
            className={buttonClasses("primary", "w-full px-4 py-2 lg:w-auto")}
            onClick={close}
          >
            Contact Us
          </IntentLink>
        </li>
      </ul>
    </nav>
  );
}
