"use client";
import { useRef, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import {
  durationText,
  MODE_LABELS,
  type AppointmentTypeItem,
} from "@/lib/booking/appointment-types";
import { AppointmentTypeForm } from "./appointment-type-form";
import { formatInr } from "../admin/display-format";

const smallButton = "rounded-md border px-3 py-1 text-sm font-semibold disabled:opacity-60 min-h-9";

/** What a type is, in one line each: length, price, modes, for whom, payment, shown or not. */
function details(t: AppointmentTypeItem): string[] {
  return [
    `${durationText(t.durationMinutes)}${t.bufferMinutes ? `, then ${durationText(t.bufferMinutes)} free` : ", no buffer"}`,
    t.price === undefined ? "No price shown" : formatInr(t.price),
    t.modes.map((m) => MODE_LABELS[m]).join(", "),
    t.newClients ? "New clients" : "Follow-up only",
    t.prepay ? "UPI payment asked after booking" : "Paid at the consultation",
    t.offered ? "Shown on the booking page" : "Not shown on the booking page",
  ];
}

/** One appointment type: its settings, Edit (the form in place) and Delete. */
export function AppointmentTypeCard({ type }: { type: AppointmentTypeItem }) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState("");
  const edit = useRef<HTMLButtonElement>(null);
  const { pending, call } = useApiCall();

  function closeEditor() {
    setEditing(false);
    requestAnimationFrame(() => edit.current?.focus());
  }

  async function remove() {
    setRefusal("");
    const result = await call(`/api/admin/appointment-types/${type._id}`, {
      method: "DELETE",
      success: `${type.name} deleted`,
      failure: (f) => f.message ?? "Error deleting the appointment type",
      refresh: true,
    });
    if (!result.ok) setRefusal(result.message ?? "Error deleting the appointment type");
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{type.name}</h3>
          <ul className="mt-1 text-sm text-slate-800 sm:flex sm:flex-wrap sm:gap-x-3">
            {details(type).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="flex gap-2">
          <button
            ref={edit}
            type="button"
            aria-expanded={editing}
            aria-label={`Edit ${type.name}`}
            onClick={() => (editing ? closeEditor() : setEditing(true))}
            className={`${smallButton} border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            Edit
          </button>
          <button
            type="button"
            disabled={pending}
            aria-label={`Delete ${type.name}`}
            onClick={remove}
            className={`${smallButton} border-red-700 text-red-700 hover:bg-red-50`}
          >
            Delete
          </button>
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      {editing ? (
        <div className="mt-3">
          <AppointmentTypeForm type={type} onDone={closeEditor} />
        </div>
      ) : null}
    </li>
  );
}
