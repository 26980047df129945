import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminGate } from "@/lib/auth/admin-gate";
import { AdminHeader } from "@/components/admin/admin-header";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
};

/** Admin chrome: the admin header, no visitor banner; the page shows only after the session check. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <AdminHeader brand={site.brand} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Suspense fallback={<p role="status">Loading...</p>}>
          <AdminGate>{children}</AdminGate>
        </Suspense>
      </main>
    </div>
  );
}
