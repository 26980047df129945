"use client";
import { useApiCall } from "@/components/forms/call-api";
import { STATUS_LABELS, type AppointmentStatus } from "@/lib/validation/submission-status";

/** An appointment's next step when it is a change of status (Confirm, Mark completed): one tap. */
export function StatusActionButton({
  id,
  name,
  to,
  label,
  className,
}: {
  id: string;
  name: string;
  to: AppointmentStatus;
  label: string;
  className: string;
}) {
  const { pending, call } = useApiCall();
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`${label}: ${name}`}
      onClick={() =>
        call(`/api/admin/submissions/appointments/${id}`, {
          method: "PATCH",
          body: { status: to },
          success: `${name}: ${STATUS_LABELS[to]}`,
          failure: (f) => `Error updating status: ${f.message ?? "no answer from the server"}`,
          refresh: true,
        })
      }
      className={className}
    >
      {label}
    </button>
  );
}
