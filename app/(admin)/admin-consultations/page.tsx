import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { ConsultationSettings } from "./consultation-settings";

export const generateMetadata = adminPageMetadata("Consultations");

/** The consultations the owner shapes: appointment types, weekly hours, blocks, meeting link. */
export default async function AdminConsultationsPage() {
  await requireAdminPage();
  return (
    <AdminScreen title="Consultations">
      <ConsultationSettings />
    </AdminScreen>
  );
}
