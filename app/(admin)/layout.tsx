import type { Metadata } from "next";
import { AdminHeader } from "@/components/admin/admin-header";
import { AdminNav } from "@/components/admin/admin-nav";
import { ServiceWorkerRegistration } from "@/components/admin/service-worker-registration";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { loadUnreadCounts } from "./load-admin-data";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
  // installable from the admin only (app/admin.webmanifest/route.ts says why)
  manifest: "/admin.webmanifest",
  icons: { apple: "/icons/admin-192.png" },
  appleWebApp: { capable: true, title: site.brand },
};

/**
 * No static shell for the admin pages (AGENTS.md, "Rendering"): nothing of them is sent before
 * the session check (the pages check too, as they render beside the layout), so a revoked token
 * gets only a redirect to '/', and every script of theirs carries the request's CSP nonce
 * (middleware.ts), which a prerendered shell could not.
 */
export const instant = false;

/**
 * Admin chrome: the admin header, no visitor banner; rendered only for a signed-in admin. The menu
 * is a bar at the bottom of a phone's screen (the page keeps room below its content) and from
 * 1024 px a sidebar listing every screen.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  // The menu's unread badges; without them (a failed read) the menu still works.
  const unread = await loadUnreadCounts().catch(() => undefined);
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <AdminHeader brand={site.brand} withMenu={false} />
      <ServiceWorkerRegistration />
      <div className="mx-auto flex w-full max-w-7xl flex-1 lg:px-6">
        <AdminNav layout="sidebar" unread={unread} />
        <main
          id="main"
          className="w-full min-w-0 flex-1 px-4 pt-6 pb-24 sm:px-6 lg:py-8 lg:pr-0 lg:pl-6"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
