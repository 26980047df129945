import type { Metadata } from "next";
import { Suspense } from "react";
import type { SearchParams } from "@/components/admin/list-query";
import { ContactList } from "./contact-list";

export const metadata: Metadata = { title: "Contacts" };

export default function AdminContactsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Contact Messages</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <ContactList searchParams={searchParams} />
      </Suspense>
    </>
  );
}
