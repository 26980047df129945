import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
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
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Plan Submissions</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <PlanSubmissions searchParams={searchParams} />
      </Suspense>
    </>
  );
}
