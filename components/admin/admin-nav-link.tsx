"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function AdminNavLink({ href, children }: { href: string; children: ReactNode }) {
  const current = usePathname() === href;
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      className={`block rounded-md px-3 py-2 text-sm font-medium ${current ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100"}`}
    >
      {children}
    </Link>
  );
}
