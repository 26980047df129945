import type { SearchParams } from "@/components/admin/list-params";
import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { PlanSubmissions } from "./plan-submissions";

export const generateMetadata = adminPageMetadata("Plan Submissions");

export default async function AdminPlanPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdminPage();
  return (
    <AdminScreen title="Plan Submissions">
      <PlanSubmissions searchParams={searchParams} />
    </AdminScreen>
  );
}
