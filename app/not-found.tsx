import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex max-w-2xl flex-1 flex-col items-start justify-center gap-5 px-6 py-24"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        We couldn&apos;t find that page
      </h1>
      <p className="text-lg text-slate-700">
        The link may be old or mistyped. These are good places to continue:
      </p>
      <ul className="flex flex-wrap gap-3">
        {[
          ["/", "Home"],
          ["/pricing", "View plans"],
          ["/appointment", "Book an appointment"],
          ["/blog", "Read the blog"],
          ["/contact", "Contact us"],
        ].map(([href, label]) => (
          <li key={href}>
            <Link
              href={href!}
              className="inline-block rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
