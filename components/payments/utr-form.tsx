"use client";
import { Fragment, useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { preload, validate } from "@/components/forms/validate";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const loadSchema = () => import("@/lib/payments/payment-schema").then((m) => m.utrSubmissionSchema);

/** "A", "A and B", "A, B and C", each in bold. */
function utrList(utrs: string[]) {
  return utrs.map((utr, i) => (
    <Fragment key={utr}>
      {i === 0 ? "" : i === utrs.length - 1 ? " and " : ", "}
      <strong>{utr}</strong>
    </Fragment>
  ));
}

/**
 * After paying: the 12-digit UPI transaction reference (UTR), sent so the owner can match it. A
 * correction is kept beside the first UTR, never in its place, up to `max` in all; then the
 * client calls.
 */
export function UtrForm({
  signedReference,
  sent = [],
  max,
  phone,
  phoneHref,
}: {
  signedReference: string;
  sent?: string[];
  max: number;
  phone: string;
  phoneHref: string;
}) {
  const [utr, setUtr] = useState("");
  const [received, setReceived] = useState(sent);
  const { pending, fields, setFields, call } = useApiCall();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await validate(loadSchema, { utr });
    setFields(invalid ?? {});
    if (invalid) return;
    const result = await call<{ payment: { utrs: string[] } }>(
      `/api/payments/${signedReference}/utr`,
      {
        body: { utr },
        success: "Thank you! We received your UTR.",
        failure: (f) => f.message ?? "Could not send the UTR. Please try again.",
      },
    );
    if (!result.ok) return;
    setReceived(result.body.payment.utrs);
    setUtr("");
  }

  return (
    <div className="space-y-3">
      <div role="status">
        {received.length > 0 ? (
          <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-slate-800">
            {received.length === 1 ? "We received your UTR " : "We received your UTRs "}
            {utrList(received)}. We will check {received.length === 1 ? "it" : "each"} and email
            your receipt.
          </p>
        ) : null}
      </div>
      {received.length >= max ? (
        <p className="text-slate-800">
          If none of them is right, please call us on{" "}
          <a href={phoneHref} className="font-medium text-brand-800 underline">
            {phone}
          </a>
          .
        </p>
      ) : (
        <form onSubmit={onSubmit} onFocus={preload(loadSchema)} noValidate className="grid gap-1">
          <TextField
            label={received.length ? "Send a corrected UTR" : "UPI transaction reference (UTR)"}
            name="utr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder="12 digits, e.g. 412356789012"
            value={utr}
            onChange={(event) => setUtr(event.target.value)}
            error={fields.utr}
          />
          <p className="-mt-1 mb-2 text-sm text-slate-700">
            Your UPI app shows it after the payment, as UTR, UPI Ref No. or Transaction ID.
            {received.length ? " We keep what you sent before as well, and check each one." : ""}
          </p>
          <div>
            <Button type="submit" pending={pending} disabled={pending}>
              Send UTR
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
