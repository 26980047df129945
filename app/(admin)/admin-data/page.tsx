import type { SearchParams } from "@/components/admin/list-params";
import { AdminScreen } from "@/components/admin/admin-screen";
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
    <AdminScreen title="Data Requests">
      <DataRequests searchParams={searchParams} />
    </AdminScreen>
  );
}
