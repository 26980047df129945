import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
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
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Contact Messages</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <ContactList searchParams={searchParams} />
      </Suspense>
    </>
  );
}
