import type { Metadata } from "next";
import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
import { AppointmentList } from "./appointment-list";

export const metadata: Metadata = { title: "Appointments" };

export default function AdminAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Appointments</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <AppointmentList searchParams={searchParams} />
      </Suspense>
    </>
  );
}
