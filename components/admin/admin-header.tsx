import Link from "next/link";
import { AdminNavLink } from "./admin-nav-link";
import { LogoutButton } from "./logout-button";

const NAV = [
  { href: "/admin-plan", label: "Admin Plans" },
  { href: "/admin-appointments", label: "Admin Appointments" },
  { href: "/admin-blogs", label: "Admin Blogs" },
  { href: "/admin-contacts", label: "Admin Contacts" },
  { href: "/admin-specialOffer", label: "Offer" },
  { href: "/admin-updateCredentials", label: "Update Credentials" },
] as const;

export function AdminHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/admin-appointments" className="text-lg font-bold text-brand-800" aria-label={`${brand}: admin home`}>
          {brand}
        </Link>
        <nav aria-label="Admin" className="flex-1">
          <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
            {NAV.map((item) => (
              <li key={item.href}>
                <AdminNavLink href={item.href}>{item.label}</AdminNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton />
      </div>
    </header>
  );
}
