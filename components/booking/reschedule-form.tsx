"use client";
import { useState } from "react";
import Link from "next/link";
import { SlotPicker } from "@/components/booking/slot-picker";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const loadSchema = () => import("@/lib/booking/reschedule-schema").then((m) => m.rescheduleSchema);

type Props = { token: string; date: string; when: string };
type Outcome = { moved: true; when: string } | { moved: false; message: string };

/** A reschedule link's form: a date, its free times, and one button that moves the booking. */
export function RescheduleForm({ token, date: currentDate, when }: Props) {
  const [date, setDate] = useState(currentDate);
  const [time, setTime] = useState("");
  /** bumped after a refused time so the picker reloads the free times */
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { pending, fields, setFields, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const invalid = await validate(loadSchema, { token, date, time });
    setFields(invalid ?? {});
    if (invalid) return;
    const result = await call<{ data: { when: string } }>("/api/appointments/reschedule", {
      body: { token, date, time },
    });
    if (result.ok) return setOutcome({ moved: true, when: result.body.data.when });
    const message = result.message ?? "Could not move your appointment. Please call us.";
    if (result.status === 409 && result.fields.time) {
      // the time was just taken: the booking keeps its old time; show what is free now
      setFields({});
      setTime("");
      setSlotsVersion((v) => v + 1);
      return setOutcome({
        moved: false,
        message: `${message}. Your appointment stays on ${when}.`,
      });
    }
    setOutcome({ moved: false, message });
  }

  if (outcome?.moved) {
    return (
      <div role="status" className="space-y-3">
        <p className="font-medium text-brand-800">
          Your appointment is moved to <strong>{outcome.when}</strong>.
        </p>
        <p>
          A new calendar invite is on its way to your email, with new links to cancel or reschedule.
        </p>
        <Link href="/" className="font-medium text-brand-800 underline">
          Back to the home page
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload(loadSchema)}
      aria-label="Reschedule form"
      className="space-y-1"
    >
      <TextField
        label="New date"
        type="date"
        name="date"
        required
        value={date}
        disabled={pending}
        error={fields.date}
        wrapperClassName="max-w-xs"
        onChange={(event) => {
          setDate(event.target.value);
          setTime("");
        }}
      />
      <SlotPicker
        key={slotsVersion}
        date={date}
        moveToken={token}
        value={time}
        onChange={setTime}
        disabled={pending}
        error={fields.time?.[0]}
        required
      />
      {outcome ? (
        <p role="alert" className="text-red-800">
          {outcome.message}
        </p>
      ) : null}
      <Button type="submit" pending={pending} className="mt-2">
        {pending ? "Moving…" : "Move my appointment"}
      </Button>
    </form>
  );
}
