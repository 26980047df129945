import { SiteLogo } from "@/components/layout/site-logo";
import { AdminNavLink } from "./admin-nav-link";
import { LogoutButton } from "./logout-button";

type Unread = Partial<Record<"plans" | "appointments" | "contacts", number>>;

const NAV: readonly { href: string; label: string; unread?: keyof Unread }[] = [
  { href: "/admin", label: "Today" },
  { href: "/admin-plan", label: "Admin Plans", unread: "plans" },
  { href: "/admin-appointments", label: "Admin Appointments", unread: "appointments" },
  { href: "/admin-blogs", label: "Admin Blogs" },
  { href: "/admin-contacts", label: "Admin Contacts", unread: "contacts" },
  { href: "/admin-clients", label: "Clients" },
  { href: "/admin-consultations", label: "Consultations" },
  { href: "/admin-reports", label: "Reports" },
  { href: "/admin-data", label: "Data Requests" },
  { href: "/admin-whatsapp", label: "WhatsApp" },
  { href: "/admin-specialOffer", label: "Offer" },
  { href: "/admin-updateCredentials", label: "Update Credentials" },
];

/** The admin header; `unread` puts a badge on the lists with items the owner has not opened. */
export function AdminHeader({ brand, unread = {} }: { brand: string; unread?: Unread }) {
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
                <AdminNavLink
                  href={item.href}
                  label={item.label}
                  unread={item.unread ? unread[item.unread] : undefined}
                />
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
