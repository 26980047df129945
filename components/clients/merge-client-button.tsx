"use client";
import { useApiCall } from "@/components/forms/call-api";
import { useConfirmPanel } from "../admin/use-confirm-panel";

const primary =
  "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const plain =
  "rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";

/**
 * Merges another record of the same person into this one, after a confirmation in the page
 * (focus moves to it; Escape or Cancel closes it): the other record is deleted.
 */
export function MergeClientButton({
  clientId,
  clientName,
  other,
}: {
  clientId: string;
  clientName: string;
  other: { _id: string; name: string };
}) {
  const { pending, call } = useApiCall();
  const { confirming, open, close, done, opener, titleId, panelProps } = useConfirmPanel();

  async function merge() {
    const result = await call(`/api/admin/clients/${clientId}/merge`, {
      body: { otherId: other._id },
      success: `Merged ${other.name} into this record`,
      failure: (f) => `Error merging: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) done();
  }

  if (!confirming)
    return (
      <button
        ref={opener}
        type="button"
        className={plain}
        aria-label={`Merge ${other.name} into this record`}
        onClick={open}
      >
        Merge
      </button>
    );
  return (
    <div {...panelProps} className="mt-2 rounded-lg border-2 border-brand-700 bg-brand-50 p-3">
      <p id={titleId} className="font-semibold text-slate-900">
        Merge {other.name} into {clientName}?
      </p>
      <p className="mt-1 text-sm text-slate-800">
        Their addresses, numbers, measurements and history join this record, and the other record is
        removed. This cannot be undone.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={primary} disabled={pending} onClick={merge}>
          Yes, merge
        </button>
        <button type="button" className={plain} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
