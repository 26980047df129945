import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { DataRequests } from "./data-requests";

export const generateMetadata = adminPageMetadata("Data Requests");

/** The owner's desk for data rights (DPDP Act 2023): deletion requests, a person's records, erasures. */
export default async function AdminDataPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdminPage();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Data Requests</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <DataRequests searchParams={searchParams} />
      </Suspense>
    </>
  );
}
