"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

const SCREENS = [
  { href: "/my", label: "Home" },
  { href: "/my/diet-chart", label: "Diet chart" },
  { href: "/my/progress", label: "Progress" },
  { href: "/my/messages", label: "Messages" },
] as const;

/** Her four screens, the current one marked. */
export function MyNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="My programme" className="mx-auto max-w-2xl px-2">
      <ul className="grid grid-cols-4 text-center text-sm font-medium">
        {SCREENS.map(({ href, label }) => {
          const current = pathname === href;
          return (
            <li key={href}>
              <Link
                href={href}
                prefetch={false}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center border-b-2 px-1 ${current ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:text-brand-800"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
