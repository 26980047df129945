import type { Metadata } from "next";
import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
import { PlanSubmissions } from "./plan-submissions";

export const metadata: Metadata = { title: "Plan Submissions" };

export default function AdminPlanPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Plan Submissions</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <PlanSubmissions searchParams={searchParams} />
      </Suspense>
    </>
  );
}
