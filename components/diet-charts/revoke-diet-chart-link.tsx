"use client";
import { useApiCall } from "@/components/forms/call-api";
import { useConfirmPanel } from "../admin/use-confirm-panel";

const danger =
  "rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";
const plain =
  "rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";

/**
 * Revokes the client's diet chart link after a confirmation in the page: every link sent so far
 * stops working, and the page shows the new one to send.
 */
export function RevokeDietChartLink({
  clientId,
  clientName,
}: {
  clientId: string;
  clientName: string;
}) {
  const { pending, call } = useApiCall();
  const { confirming, open, close, done, opener, titleId, panelProps } = useConfirmPanel();

  async function revoke() {
    const result = await call(`/api/admin/clients/${clientId}/diet-charts/link`, {
      method: "DELETE",
      success: "Link revoked: send the new one when you are ready",
      failure: (f) => `Error revoking the link: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) done();
  }

  if (!confirming)
    return (
      <button ref={opener} type="button" className={plain} onClick={open}>
        Revoke link
      </button>
    );
  return (
    <div {...panelProps} className="rounded-lg border-2 border-red-700 bg-red-50 p-3">
      <p id={titleId} className="font-semibold text-slate-900">
        Revoke {clientName}&apos;s diet chart link?
      </p>
      <p className="mt-1 text-sm text-slate-800">
        Every link sent so far stops working. The charts stay; a new link is shown here to send.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={danger} disabled={pending} onClick={revoke}>
          Yes, revoke
        </button>
        <button type="button" className={plain} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
