"use client";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";

/** Makes a new subscription address; calendars still using the old one stop getting updates. */
export function NewCalendarAddressButton() {
  const { pending, call } = useApiCall();
  return (
    <Button
      type="button"
      variant="secondary"
      pending={pending}
      onClick={() =>
        call("/api/admin/calendar-feed", {
          success: "New calendar address made: the old one no longer works",
          failure: (f) => `Error making a new address: ${f.message ?? "no answer from the server"}`,
          refresh: true,
        })
      }
    >
      Make a new address
    </Button>
  );
}
