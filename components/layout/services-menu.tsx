"use client";
import { IntentLink } from "@/components/ui/intent-link";
import { useRef, useState } from "react";
import { SERVICES, type MenuLink } from "./nav-links";

// Hover opens the menus only in the desktop nav: in the phone panel (below 1024 px, also with a
// mouse in a narrow window) leaving Services would fold its lists away under the pointer.
const isDesktopHover = (event: React.PointerEvent) =>
  event.pointerType === "mouse" && window.matchMedia("(min-width: 1024px)").matches;

/**
 * Open/closed state for a menu that opens on mouse hover and toggles on click. A click that
 * lands right after the hover opened it keeps it open instead of closing it again.
 */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const hovered = useRef(false);
  return {
    open,
    close: () => setOpen(false),
    onPointerEnter: (event: React.PointerEvent) => {
      if (!isDesktopHover(event) || open) return;
      hovered.current = true;
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (!isDesktopHover(event)) return;
      hovered.current = false;
      setOpen(false);
    },
    onClick: () => {
      if (hovered.current) {
        hovered.current = false;
        setOpen(true);
        return;
      }
      setOpen((o) => !o);
    },
  };
}
const itemClass =
  "block rounded-md px-3 py-2 text-slate-800 hover:bg-brand-50 hover:text-brand-800";

/**
 * The Services dropdown with its nested 'Our Programs' submenu: hover opens them with a
 * mouse, click or Enter toggles them (touch, keyboard), Escape closes and refocuses the toggle.
 * The parent remounts it on every route change, which closes both.
 */
export function ServicesMenu({
  programmes,
  onNavigate,
}: {
  programmes: readonly MenuLink[];
  onNavigate: () => void;
}) {
  const services = useHoverMenu();
  const programs = useHoverMenu();
  const open = services.open;
  const programsOpen = programs.open;
  const toggle = useRef<HTMLButtonElement>(null);
  const programsToggle = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    if (programsOpen) {
      programs.close();
      programsToggle.current?.focus();
    } else {
      services.close();
      toggle.current?.focus();
    }
  }

  return (
    <div
      className="relative"
      onKeyDown={onKeyDown}
      onPointerEnter={services.onPointerEnter}
      onPointerLeave={(e) => {
        services.onPointerLeave(e);
        programs.onPointerLeave(e);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={services.onClick}
        className="flex items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-800 hover:text-brand-800"
      >
        Services <Chevron open={open} />
      </button>
      {open ? (
        <ul
          id="services-menu"
          className="z-50 w-full rounded-lg bg-white p-1 text-sm lg:absolute lg:top-full lg:left-0 lg:w-56 lg:shadow-xl lg:ring-1 lg:ring-slate-200"
        >
          <li>
            <IntentLink href={SERVICES.dietPlans.href} className={itemClass} onClick={onNavigate}>
              {SERVICES.dietPlans.label}
            </IntentLink>
          </li>
          <li
            className="relative"
            onPointerEnter={programs.onPointerEnter}
            onPointerLeave={programs.onPointerLeave}
          >
            <button
              ref={programsToggle}
              type="button"
              aria-expanded={programsOpen}
              aria-controls="programs-menu"
              onClick={programs.onClick}
              className={`${itemClass} flex w-full items-center justify-between gap-1 text-left`}
            >
              Our Programs <Chevron open={programsOpen} side />
            </button>
            {programsOpen ? (
              <ul
                id="programs-menu"
                className="max-h-96 overflow-y-auto rounded-lg bg-white p-1 pl-2 lg:absolute lg:top-0 lg:left-full lg:w-64 lg:pl-1 lg:shadow-xl lg:ring-1 lg:ring-slate-200"
              >
                {programmes.map((p) => (
                  <li key={p.href}>
                    <IntentLink href={p.href} className={itemClass} onClick={onNavigate}>
                      {p.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          <li>
            <IntentLink href={SERVICES.yoga.href} className={itemClass} onClick={onNavigate}>
              {SERVICES.yoga.label}
            </IntentLink>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function Chevron({ open, side = false }: { open: boolean; side?: boolean }) {
  const rotation = side
    ? open
      ? "rotate-90 lg:rotate-0"
      : "lg:-rotate-90"
    : open
      ? "rotate-180"
      : "";
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`size-4 shrink-0 transition-transform ${rotation}`}
    >
      <path
        d="M5 8l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
