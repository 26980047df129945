"use client";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { hasSessionHint } from "@/lib/auth/session-hint";

// Only a signed-in owner ever needs the admin header's code.
const AdminHeader = lazy(() =>
  import("@/components/admin/admin-header").then((module) => ({ default: module.AdminHeader })),
);

const noSubscription = () => () => {};
const readHint = () => hasSessionHint(document.cookie);
const noHintWhilePrerendering = () => false;

async function verifySession(): Promise<boolean> {
  try {
    const response = await fetch("/api/admin/verifyToken", { cache: "no-store" });
    return response.ok && (await response.json()).success === true;
  } catch (error) {
    console.error("Error verifying token:", error);
    return false;
  }
}

function HeaderLoading() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      <p role="status" className="mx-auto max-w-7xl px-4 py-5 font-medium text-slate-700 sm:px-6">
        Loading...
      </p>
    </header>
  );
}

/**
 * The public header, prerendered as the visitor's (children). In a browser where an admin signed
 * in (the session hint cookie), the session is checked on load and again on every route change:
 * 'Loading...' until the first answer, then the admin header (admin links, Logout, the logo to
 * /admin-appointments, no appointment banner) or, if the session has ended, the visitor's. While
 * a later check runs, the last answer stays, so the header does not flicker on each click.
 */
export function SessionHeader({ brand, children }: { brand: string; children: ReactNode }) {
  const pathname = usePathname();
  const hinted = useSyncExternalStore(noSubscription, readHint, noHintWhilePrerendering);
  const [admin, setAdmin] = useState<boolean | null>(null);

  useEffect(() => {
    if (!hinted) return;
    let current = true;
    void verifySession().then((verified) => current && setAdmin(verified));
    return () => {
      current = false;
    };
  }, [hinted, pathname]);

  if (!hinted || admin === false) return children;
  if (admin === null) return <HeaderLoading />;
  return (
    <Suspense fallback={<HeaderLoading />}>
      <AdminHeader brand={brand} />
    </Suspense>
  );
}
