"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { bookingReference } from "@/lib/booking/booking-reference";
import type { PlanDuration, PlanName } from "@/lib/content/plan-names";
import { planPaymentNote } from "@/lib/payments/upi";
import type { PlanRequestAnswer } from "@/lib/submissions/plan-request-schema";
import { planContinueHref } from "@/lib/whatsapp/continue-plan";
import { useApiCall } from "./call-api";
import type { SentSummary } from "./continue-on-whatsapp";
import { useSafeguards } from "./use-safeguards";
import { preload, validate } from "./validate";

const loadSchema = () =>
  import("@/lib/submissions/plan-request-schema").then((m) => m.planRequestSchema);

type Props = {
  plan: PlanName;
  duration: PlanDuration;
  price: number;
  /** the practice's WhatsApp digits, for 'Continue on WhatsApp' after a success */
  practiceWhatsApp: string;
  onSent: (sent: SentSummary) => void;
  onClose: () => void;
};
const EMPTY = { name: "", email: "", phone: "" };

/**
 * The plan request: prefilled read-only plan, duration and price; success clears and closes
 * (handing the reference, a 'Continue on WhatsApp' link and, with UPI, the payment step to
 * `onSent`), failure stays open.
 */
export function PlanRequestDialog({
  plan,
  duration,
  price,
  practiceWhatsApp,
  onSent,
  onClose,
}: Props) {
  const [values, setValues] = useState(EMPTY);
  const { pending: sending, fields: errors, setFields: setErrors, call } = useApiCall();
  const safeguards = useSafeguards();
  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = { ...values, plan, duration };
    const invalid = await validate(loadSchema, payload);
    setErrors(invalid ?? {});
    if (!safeguards.check() || invalid) return;
    const result = await call<PlanRequestAnswer>("/api/plans", {
      // price is sent as the spec's payload has it; the server takes the catalogue price.
      body: { ...payload, price, ...safeguards.payload() },
      success: "Form submitted successfully!",
      failure: "Error submitting form. Please try again.",
    });
    if (!result.ok) return;
    const { data: requested, payment } = result.body;
    onSent({
      message: `Thank you! Your request for the ${requested.plan} is in. Your reference is ${bookingReference(requested._id)}.`,
      href: planContinueHref(practiceWhatsApp, requested),
      ...(payment
        ? { payment: { step: payment, note: planPaymentNote(requested.plan, requested.duration) } }
        : {}),
    });
    setValues(EMPTY);
    safeguards.reset();
    onClose();
  }

  return (
    <Modal title={`Request the ${plan}`} onClose={onClose} busy={sending}>
      <form onSubmit={onSubmit} onFocus={preload(loadSchema)} className="grid gap-1">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set("name")}
          error={errors.name?.[0]}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set("email")}
          error={errors.email?.[0]}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set("phone")}
          error={errors.phone?.[0]}
        />
        <TextField label="Plan" name="plan" readOnly value={plan} error={errors.plan?.[0]} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Duration"
            name="duration"
            readOnly
            value={duration}
            error={errors.duration?.[0]}
          />
          <TextField label="Price (₹)" name="price" readOnly value={String(price)} />
        </div>
        {safeguards.fields(sending)}
        <div className="mt-3 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            Submit
          </Button>
        </div>
      </form>
    </Modal>
  );
}
