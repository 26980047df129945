import { SiteLogo } from "@/components/layout/site-logo";
import { AdminNavLink } from "./admin-nav-link";
import { LogoutButton } from "./logout-button";

const NAV = [
  { href: "/admin-plan", label: "Admin Plans" },
  { href: "/admin-appointments", label: "Admin Appointments" },
  { href: "/admin-blogs", label: "Admin Blogs" },
  { href: "/admin-contacts", label: "Admin Contacts" },
  { href: "/admin-data", label: "Data Requests" },
  { href: "/admin-specialOffer", label: "Offer" },
  { href: "/admin-updateCredentials", label: "Update Credentials" },
] as const;

export function AdminHeader({ brand }: { brand: string }) {
  return (
    <header className="z-30 border-b border-slate-200 bg-white shadow-sm lg:sticky lg:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <div className="order-1">
          <SiteLogo brand={brand} href="/admin-appointments" />
        </div>
        <nav aria-label="Admin" className="order-3 w-full lg:order-2 lg:w-auto lg:flex-1">
          <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
            {NAV.map((item) => (
              <li key={item.href}>
                <AdminNavLink href={item.href}>{item.label}</AdminNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-2 lg:order-3">
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
