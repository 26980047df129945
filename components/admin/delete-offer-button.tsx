"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

export function DeleteOfferButton({ id, text }: { id: string; text: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      const response = await fetch(`/api/special-offers/${id}`, { method: "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
      toast.success("Offer deleted successfully");
      router.refresh();
    } catch {
      // The original only logged this; the owner should know the offer is still live.
      toast.error("Error deleting offer");
    }
    setPending(false);
  }

  return (
    <button
      type="button"
      onClick={remove}
      disabled={pending}
      className="shrink-0 rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      Delete<span className="sr-only"> offer: {text}</span>
    </button>
  );
}
