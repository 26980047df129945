"use client";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";

/** Renews a programme by hand (paid in cash, or without UPI): another period after its end. */
export function RenewProgrammeButton({
  clientId,
  programmeId,
  endDate,
  duration,
}: {
  clientId: string;
  programmeId: string;
  endDate: string;
  duration: string;
}) {
  const { pending, call } = useApiCall();
  return (
    <Button
      type="button"
      variant="secondary"
      pending={pending}
      className="mt-3"
      onClick={() =>
        call(`/api/admin/clients/${clientId}/programmes/${programmeId}/renewals`, {
          body: { endDate },
          success: `Renewed for another ${duration.toLowerCase()}`,
          failure: (f) => `Error renewing: ${f.message ?? "no answer from the server"}`,
          refresh: true,
        })
      }
    >
      Renew by hand for another {duration.toLowerCase()}
    </Button>
  );
}
