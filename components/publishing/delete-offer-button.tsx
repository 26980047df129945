"use client";
import { useApiCall } from "@/components/forms/call-api";

export function DeleteOfferButton({ id, text }: { id: string; text: string }) {
  const { pending, call } = useApiCall();

  // The original only logged a failure; the owner should know the offer is still live.
  const remove = () =>
    call(`/api/special-offers/${id}`, {
      method: "DELETE",
      success: "Offer deleted successfully",
      failure: "Error deleting offer",
      refresh: true,
    });

  return (
    <button
      type="button"
      onClick={remove}
      disabled={pending}
      aria-label={`Delete offer: ${text}`}
      className="shrink-0 rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      Delete
    </button>
  );
}
