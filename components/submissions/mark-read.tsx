"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { requestApi } from "@/components/forms/api-request";
import type { SubmissionKind } from "@/lib/submissions/submission-status";

/**
 * Marks an unread submission read once its page has been opened in the browser (not when the
 * page is merely rendered: a GET never writes), then refreshes the page so the badges follow.
 */
export function MarkRead({ kind, id }: { kind: SubmissionKind; id: string }) {
  const router = useRouter();
  useEffect(() => {
    void requestApi(`/api/admin/submissions/${kind}/${id}`, "PATCH", { read: true }).then(
      (result) => {
        if (result.ok) router.refresh();
      },
    );
  }, [kind, id, router]);
  return null;
}
