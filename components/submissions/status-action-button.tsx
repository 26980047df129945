"use client";
import type { AppointmentStatus } from "@/lib/submissions/submission-status";
import { useStatusChange } from "./use-status-change";

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
  const { pending, change } = useStatusChange("appointments", id, name);
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`${label}: ${name}`}
      onClick={() => change(to)}
      className={className}
    >
      {label}
    </button>
  );
}
