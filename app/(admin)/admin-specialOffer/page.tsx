import { Suspense } from "react";
import { OfferForm } from "@/components/publishing/offer-form";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { OfferList } from "./offer-list";

export const generateMetadata = adminPageMetadata("Special Offers");

export default async function AdminSpecialOfferPage() {
  await requireAdminPage();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Special Offers</h1>
      <div className="grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="offer-form-heading"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="offer-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Add an offer
          </h2>
          <OfferForm />
        </section>
        <section aria-labelledby="offer-list-heading">
          <h2 id="offer-list-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Current offers
          </h2>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <OfferList />
          </Suspense>
        </section>
      </div>
    </>
  );
}
