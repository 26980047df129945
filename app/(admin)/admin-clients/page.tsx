import type { SearchParams } from "@/components/admin/list-params";
import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { ClientList } from "./client-list";

export const generateMetadata = adminPageMetadata("Clients");

export default async function AdminClientsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdminPage();
  return (
    <AdminScreen title="Clients">
      <ClientList searchParams={searchParams} />
    </AdminScreen>
  );
}
