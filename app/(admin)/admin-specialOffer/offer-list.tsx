import { ErrorMessage } from "@/components/admin/error-message";
import { OffersTable } from "@/components/publishing/offers-table";
import { listSpecialOffers } from "@/lib/publishing/data/special-offers";
import { loadAdminData } from "../load-admin-data";

export async function OfferList() {
  const result = await loadAdminData("special offers", () => listSpecialOffers());
  if (!result.ok) return <ErrorMessage>Error fetching special offers</ErrorMessage>;
  return (
    <OffersTable
      offers={result.data.map((o) => ({ id: String(o._id), type: o.type, text: o.text }))}
    />
  );
}
