"use client";
import { useId, useState } from "react";
import { SlotPicker } from "@/components/booking/slot-picker";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/**
 * Books one of the programme's follow-up visits into a free slot (the public booking's slots);
 * the client is emailed the confirmation with its calendar file and self-service links.
 */
export function FollowUpVisitForm({
  clientId,
  programmeId,
  lastDay,
  today,
}: {
  clientId: string;
  programmeId: string;
  lastDay: string;
  today: string;
}) {
  const headingId = useId();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const { pending, fields, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call(`/api/admin/clients/${clientId}/follow-ups`, {
      body: { programmeId, date, time },
      success: "Follow-up visit booked; the client is emailed the confirmation",
      failure: (f) => `Error booking the visit: ${f.message ?? "no answer from the server"}`,
      refresh: true,
    });
    if (result.ok) setTime("");
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        Book a follow-up visit
      </h4>
      <TextField
        label="Visit date"
        type="date"
        name="date"
        required
        min={today}
        max={lastDay}
        value={date}
        disabled={pending}
        error={fields.date}
        onChange={(event) => {
          setDate(event.target.value);
          setTime("");
        }}
        wrapperClassName="max-w-xs"
      />
      <SlotPicker
        date={date}
        value={time}
        onChange={setTime}
        disabled={pending}
        error={fields.time?.[0]}
        required
      />
      <Button type="submit" pending={pending}>
        Book the visit
      </Button>
    </form>
  );
}
