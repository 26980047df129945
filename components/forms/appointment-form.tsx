"use client";
import { useState } from "react";
import {
  ConsultationChoice,
  firstChoice,
  type Choice,
  type OfferedType,
} from "@/components/booking/consultation-choice";
import { SlotPicker } from "@/components/booking/slot-picker";
import { bookingPayment, BookingPaymentStep } from "@/components/payments/booking-payment-step";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { bookingReference } from "@/lib/booking/booking-reference";
import type { AppointmentAnswer } from "@/lib/booking/appointment-schema";
import { bookingContinueHref } from "@/lib/whatsapp/continue";
import { useApiCall, type ApiFailure } from "./call-api";
import { ContinueOnWhatsApp, type SentSummary } from "./continue-on-whatsapp";
import { useSafeguards } from "./use-safeguards";
import { preload, validate } from "./validate";

const loadSchema = () =>
  import("@/lib/booking/appointment-schema").then((m) => m.appointmentSchema);

const EMPTY = { name: "", email: "", phone: "", disease: "", date: "" };
type Key = keyof typeof EMPTY;

/** The spec §8 wording: a 2xx with `success: false`, or a failed request. */
function failureMessage({ status, message }: ApiFailure): string {
  if (status !== null && status < 300) return `Error: ${message ?? "Unknown error"}`;
  return `Error booking appointment: ${message ?? `the server answered ${status}`}`;
}

/**
 * Appointment booking: the kind of consultation and how it is held, then the spec's fields; idle,
 * loading (spinner, disabled), then cleared on success or kept on failure. A success also offers
 * 'Continue on WhatsApp' to the practice (`practiceWhatsApp`, digits from lib/site) with the
 * booking's date, time and reference.
 */
export function AppointmentForm({
  practiceWhatsApp,
  types,
}: {
  practiceWhatsApp: string;
  /** the offered appointment types (public, from the stored settings) */
  types: OfferedType[];
}) {
  const [values, setValues] = useState(EMPTY);
  const [choice, setChoice] = useState<Choice | null>(() => firstChoice(types));
  const [sent, setSent] = useState<SentSummary | null>(null);
  const { pending: sending, fields: errors, setFields: setErrors, call } = useApiCall();
  const [time, setTime] = useState("");
  /** bumped after a refused time so the picker reloads the free times */
  const [slotsVersion, setSlotsVersion] = useState(0);
  const safeguards = useSafeguards();
  const bind = (key: Key) => ({
    name: key,
    value: values[key],
    required: true,
    disabled: sending,
    error: errors[key]?.[0],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.values(values).some((value) => !value.trim())) {
      toast.error("Please fill out all fields.");
      return;
    }
    const invalid = await validate(loadSchema, { ...values, time, ...choice });
    setErrors(invalid ?? {});
    if (!safeguards.check() || invalid) return;
    setSent(null);
    const result = await call<AppointmentAnswer>("/api/appointments", {
      body: { ...values, ...(time ? { time } : {}), ...choice, ...safeguards.payload() },
      success: "Appointment booked successfully!",
      failure: failureMessage,
    });
    if (result.ok) {
      const booked = result.body.data;
      setSent({
        message: `Thank you! Your booking reference is ${bookingReference(booked._id)}.`,
        href: bookingContinueHref(practiceWhatsApp, booked),
        ...bookingPayment(result.body),
      });
      setValues(EMPTY);
      setTime("");
      safeguards.reset();
    } else if (result.status === 409) {
      setTime("");
      setSlotsVersion((v) => v + 1);
    }
  }

  return (
    <>
      <form
        onSubmit={onSubmit}
        onFocus={preload(loadSchema)}
        aria-label="Appointment form"
        className="grid gap-1 sm:grid-cols-2 sm:gap-x-4"
      >
        {choice ? (
          <div className="sm:col-span-2">
            <ConsultationChoice
              types={types}
              value={choice}
              onChange={(next) => {
                if (next.type !== choice.type) setTime("");
                setChoice(next);
              }}
              disabled={sending}
              error={errors.mode?.[0] ?? errors.type?.[0]}
            />
          </div>
        ) : null}
        <TextField label="Name" autoComplete="name" {...bind("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
        <TextField label="Preferred date" type="date" {...bind("date")} />
        <div className="sm:col-span-2">
          <SlotPicker
            key={slotsVersion}
            date={values.date}
            type={choice?.type}
            value={time}
            onChange={setTime}
            disabled={sending}
            error={errors.time?.[0]}
          />
        </div>
        <TextField
          label="Reason for appointment (disease or condition)"
          wrapperClassName="sm:col-span-2"
          {...bind("disease")}
        />
        <div className="sm:col-span-2">{safeguards.fields(sending)}</div>
        <Button type="submit" pending={sending} className="sm:col-span-2 sm:justify-self-start">
          {sending ? "Booking…" : "Book Appointment"}
        </Button>
      </form>
      <ContinueOnWhatsApp sent={sent} className="mt-4" />
      <BookingPaymentStep sent={sent} />
    </>
  );
}
