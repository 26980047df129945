import type { SearchParams } from "@/components/admin/list-params";
import { AdminScreen } from "@/components/admin/admin-screen";
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
    <AdminScreen title="Appointments">
      <AppointmentList searchParams={searchParams} />
    </AdminScreen>
  );
}
