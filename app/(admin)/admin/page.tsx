import { DeskSummary } from "./desk-summary";
import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";

export const generateMetadata = adminPageMetadata("Today");

/** The owner's desk: what is new and the appointments of today and the next 7 days (IST). */
export default async function AdminTodayPage() {
  await requireAdminPage();
  return (
    <AdminScreen title="Today">
      <DeskSummary />
    </AdminScreen>
  );
}
