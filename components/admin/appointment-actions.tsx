"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

type Status = "cancelled-by-practice" | "completed";

/** Cancel (the client is emailed) or mark as completed, for a booked appointment. */
export function AppointmentActions({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function update(status: Status) {
    if (
      status === "cancelled-by-practice" &&
      !window.confirm(`Cancel the appointment of ${name}? They will be told by email.`)
    )
      return;
    setPending(true);
    try {
      const response = await fetch(`/api/appointments/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
      toast.success(
        status === "completed"
          ? "Marked as completed"
          : "Appointment cancelled; the client has been emailed",
      );
      router.refresh();
    } catch (error) {
      toast.error(
        `Error updating appointment: ${error instanceof Error ? error.message : "unknown error"}`,
      );
    }
    setPending(false);
  }

  const button = "rounded-md border px-2 py-1 text-xs font-semibold disabled:opacity-60";
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <button
        type="button"
        disabled={pending}
        onClick={() => update("completed")}
        className={`${button} border-brand-700 text-brand-800 hover:bg-brand-50`}
      >
        Completed<span className="sr-only">: {name}</span>
      </button>
      <button
        type="button"
        disabled={pending}
        onClick={() => update("cancelled-by-practice")}
        className={`${button} border-red-700 text-red-700 hover:bg-red-50`}
      >
        Cancel<span className="sr-only"> appointment of {name}</span>
      </button>
    </div>
  );
}
