"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { useConfirmPanel } from "../admin/use-confirm-panel";
import type { ErasureCounts, PersonQuery } from "@/lib/privacy/people-schema";

const danger =
  "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
const plainButton =
  "rounded-md border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100";

const summary = (c: ErasureCounts) =>
  `Erased ${c.plans} plan requests, ${c.appointments} appointments, ${c.contacts} messages, ${c.outbox} emails, ${c.deletionRequests} deletion requests, ${c.intakes} intake forms (with any reports), ${c.clients} client records, ${c.measurements} measurements, ${c.programmes} programmes, ${c.dietCharts} diet chart versions (with any PDFs), ${c.clientMessages} messages with the dietician (with any attachments) and ${c.progressPhotos} progress photos. Backups taken before now still hold them: delete those you keep.`;

/**
 * Erasing is permanent, so it takes two steps: the button opens a confirmation in the page
 * (focus moves to it; Escape or Cancel closes it), and only its own button erases.
 */
export function ErasePerson({
  query,
  requestId,
  total,
}: {
  query: PersonQuery;
  requestId?: string;
  total: number;
}) {
  const { pending, call } = useApiCall();
  const confirm = useConfirmPanel();
  const { confirming, opener, titleId } = confirm;
  const [done, setDone] = useState<string>();

  async function erase() {
    const params = new URLSearchParams();
    if (query.email) params.set("email", query.email);
    if (query.phone) params.set("phone", query.phone);
    if (requestId) params.set("request", requestId);
    const result = await call<{ counts: ErasureCounts }>(`/api/admin/people?${params}`, {
      method: "DELETE",
      failure: (f) => f.message ?? "Error erasing the records",
      refresh: true,
    });
    if (result.ok) {
      confirm.done();
      setDone(summary(result.body.counts));
    }
  }

  return (
    <div className="mt-6">
      <p role="status" className="mb-3 font-medium text-brand-800 empty:hidden">
        {done}
      </p>
      {total > 0 && !confirming ? (
        <button ref={opener} type="button" className={danger} onClick={confirm.open}>
          Erase all records of this person
        </button>
      ) : null}
      {total > 0 && confirming ? (
        <div {...confirm.panelProps} className="rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <p id={titleId} className="font-semibold text-red-900">
            Erase {total === 1 ? "this record" : `all ${total} records`} permanently?
          </p>
          <p className="mt-1 text-slate-800">
            The submissions, their consent records and the emails to or about this person are
            deleted, from the site&apos;s saved data files too, and cannot be restored. The erasure
            log keeps only the counts.
          </p>
          <p className="mt-1 text-slate-800">
            Backups you have already taken (Download a backup, <code>npm run backup</code>) still
            hold this person&apos;s data: they are yours to manage, so delete them or replace them
            with a new backup.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={danger} disabled={pending} onClick={erase}>
              Yes, erase all records
            </button>
            <button type="button" className={plainButton} onClick={confirm.close}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
