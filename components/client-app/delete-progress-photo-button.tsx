"use client";
import { useApiCall } from "@/components/forms/call-api";

/** Deletes one of her progress photos (after she confirms); the grid is re-read. */
export function DeleteProgressPhotoButton({ url, label }: { url: string; label: string }) {
  const { pending, call } = useApiCall();

  async function remove() {
    if (!window.confirm(`Delete this photo of ${label}? This cannot be undone.`)) return;
    await call(url, {
      method: "DELETE",
      success: "Photo deleted",
      failure: (f) => `Could not delete the photo: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  return (
    <button
      type="button"
      onClick={remove}
      disabled={pending}
      aria-label={`Delete the progress photo of ${label}`}
      className="min-h-11 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      Delete
    </button>
  );
}
