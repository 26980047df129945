import { Suspense } from "react";
import { DeskSummary } from "./desk-summary";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";

export const generateMetadata = adminPageMetadata("Today");

/** The owner's desk: what is new and the appointments of today and the next 7 days (IST). */
export default async function AdminTodayPage() {
  await requireAdminPage();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Today</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <DeskSummary />
      </Suspense>
    </>
  );
}
