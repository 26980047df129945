import { useApiCall } from "@/components/forms/call-api";
import {
  STATUS_LABELS,
  type SubmissionKind,
  type SubmissionStatus,
} from "@/lib/submissions/submission-status";

/** Sets a submission's status (PATCH), with its toast and the page read again after. */
export function useStatusChange(kind: SubmissionKind, id: string, name: string) {
  const { pending, fields, call } = useApiCall();
  const change = (status: SubmissionStatus) =>
    call(`/api/admin/submissions/${kind}/${id}`, {
      method: "PATCH",
      body: { status },
      success: `${name}: ${STATUS_LABELS[status]}`,
      failure: (f) => `Error updating status: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
  return { pending, fields, change };
}
