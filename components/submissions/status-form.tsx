"use client";
import { useState } from "react";
import {
  STATUS_LABELS,
  STATUSES_OF,
  type SubmissionKind,
  type SubmissionStatus,
} from "@/lib/submissions/submission-status";
import { useStatusChange } from "./use-status-change";

/**
 * A submission's status: pick one and save (a select that saved on change would save every
 * status an arrow key passes). Cancelling an appointment asks first: the client is emailed.
 */
export function StatusForm({
  kind,
  id,
  name,
  status,
}: {
  kind: SubmissionKind;
  id: string;
  name: string;
  status: SubmissionStatus;
}) {
  const { pending, fields, change } = useStatusChange(kind, id, name);
  const [chosen, setChosen] = useState<string>(status);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === status) return;
    if (
      kind === "appointments" &&
      chosen === "cancelled" &&
      !window.confirm(`Cancel the appointment of ${name}? They will be told by email.`)
    )
      return;
    await change(chosen as SubmissionStatus);
  }

  const error = fields.status?.join(" ");
  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`status-${id}`}>
        {`Status of ${name}`}
      </label>
      <select
        id={`status-${id}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-slate-500 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {STATUSES_OF[kind].map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending || chosen === status}
        aria-label={`Save status of ${name}`}
        className="rounded-md border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        Save
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
