import type { SearchParams } from "@/components/admin/list-params";
import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { PracticeNumbers } from "./practice-numbers";

export const generateMetadata = adminPageMetadata("Reports");

/** The practice's numbers for a financial year: receipts, conversion, appointments, programmes. */
export default async function AdminReportsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdminPage();
  return (
    <AdminScreen title="Reports">
      <PracticeNumbers searchParams={searchParams} />
    </AdminScreen>
  );
}
