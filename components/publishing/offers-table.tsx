import { DeleteOfferButton } from "./delete-offer-button";
import { OFFER_TYPE_LABELS } from "./offer-types";

type OfferRow = { id: string; type: string; text: string };

const labelOf = (type: string) => OFFER_TYPE_LABELS[type as keyof typeof OFFER_TYPE_LABELS] ?? type;

export function OffersTable({ offers }: { offers: OfferRow[] }) {
  if (offers.length === 0)
    return <p className="text-slate-700">No offers yet. The home page shows its fallback texts.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {offers.map((offer) => (
        <li
          key={offer.id}
          aria-label={offer.text}
          className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
        >
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {labelOf(offer.type)}
            </p>
            <p className="break-words text-slate-900">{offer.text}</p>
          </div>
          <DeleteOfferButton id={offer.id} text={offer.text} />
        </li>
      ))}
    </ul>
  );
}
