"use client";
import Link from "next/link";

/** An internal footer link that always lands at the top, even when it points at the current page. */
export function FooterLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      onClick={() => window.scrollTo({ top: 0, left: 0, behavior: "instant" })}
      className="rounded hover:text-white hover:underline"
    >
      {children}
    </Link>
  );
}
