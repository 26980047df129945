import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { AppointmentList } from "./appointment-list";

export const generateMetadata = adminPageMetadata("Appointments");

export default async function AdminAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdminPage();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Appointments</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <AppointmentList searchParams={searchParams} />
      </Suspense>
    </>
  );
}
