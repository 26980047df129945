import type { SearchParams } from "@/components/admin/list-params";
import { AdminScreen } from "@/components/admin/admin-screen";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { ContactList } from "./contact-list";

export const generateMetadata = adminPageMetadata("Contacts");

export default async function AdminContactsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireAdminPage();
  return (
    <AdminScreen title="Contact Messages">
      <ContactList searchParams={searchParams} />
    </AdminScreen>
  );
}
