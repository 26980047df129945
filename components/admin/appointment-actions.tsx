"use client";
import { useApiCall } from "@/components/forms/call-api";

type Status = "cancelled-by-practice" | "completed";

const DONE: Record<Status, string> = {
  completed: "Marked as completed",
  "cancelled-by-practice": "Appointment cancelled; the client has been emailed",
};

/** Cancel (the client is emailed) or mark as completed, for a booked appointment. */
export function AppointmentActions({ id, name }: { id: string; name: string }) {
  const { pending, call } = useApiCall();

  async function update(status: Status) {
    const confirmation = `Cancel the appointment of ${name}? They will be told by email.`;
    if (status === "cancelled-by-practice" && !window.confirm(confirmation)) return;
    await call(`/api/appointments/${id}`, {
      method: "PATCH",
      body: { status },
      success: DONE[status],
      failure: (f) => `Error updating appointment: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  }

  const button = "rounded-md border px-2 py-1 text-xs font-semibold disabled:opacity-60";
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <button
        type="button"
        disabled={pending}
        onClick={() => update("completed")}
        aria-label={`Completed: ${name}`}
        className={`${button} border-brand-700 text-brand-800 hover:bg-brand-50`}
      >
        Completed
      </button>
      <button
        type="button"
        disabled={pending}
        onClick={() => update("cancelled-by-practice")}
        aria-label={`Cancel appointment of ${name}`}
        className={`${button} border-red-700 text-red-700 hover:bg-red-50`}
      >
        Cancel
      </button>
    </div>
  );
}
